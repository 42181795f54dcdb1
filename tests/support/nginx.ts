/** Debian's nginx (package `nginx`), which the deployment test (tests/deploy) puts in front of the instances. */
export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** The one command that gives a Debian or Ubuntu machine the nginx the deployment test runs. */
export const installNginxCommand = 'sudo apt-get install -y nginx';
