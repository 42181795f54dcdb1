/** What @hono/node-server passes as the environment: the Node request and its socket. */
export interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string; encrypted?: boolean } };
}
