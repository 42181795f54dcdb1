import { accountRoute } from './account';
import { accountsRoute } from './accounts';
import { approveEmailChangeRoute, cancelEmailChangeRoute, verifyEmailChangeRoute } from './emailChangeLinks';
import { budgetsRoute } from './budgets';
import { categoriesRoute } from './categories';
import { payeesRoute } from './payees';
import { tagsRoute } from './tags';
import { rulesRoute } from './rules';
import { dashboardRoute } from './dashboard';
import { forgotPasswordRoute } from './forgotPassword';
import { googleCallbackRoute } from './googleCallback';
import { importRoute } from './importTransactions';
import { landingRoute } from './landing';
import { loginRoute } from './login';
import { monthlyReportsRoute } from './monthlyReports';
import { networthDetailsRoute } from './networthDetails';
import { profileRoute } from './profile';
import { reconcileRoute } from './reconcile';
import { registerRoute } from './register';
import { reportsRoute } from './reports';
import { resetPasswordRoute } from './resetPassword';
import { rootRoute } from './root';
import { scheduledRoute } from './scheduled';
import { signedInRoute } from './signedIn';
import { targetHistoryRoute } from './targetHistory';
import { transactionsRoute } from './transactions';
import { unknownPathRoute } from './unknownPath';
import { upcomingRoute } from './upcoming';
import { forecastRoute } from './forecast';
import { verifyEmailRoute } from './verifyEmail';
import { versionHistoryRoute } from './versionHistory';
import { visitorRoute } from './visitor';
import { wishlistRoute } from './wishlist';

/** Every route of the spec's route table, grouped by who may open it. */
export const routeTree = rootRoute.addChildren([
  landingRoute,
  versionHistoryRoute,
  verifyEmailRoute,
  verifyEmailChangeRoute,
  approveEmailChangeRoute,
  cancelEmailChangeRoute,
  googleCallbackRoute,
  visitorRoute.addChildren([loginRoute, registerRoute, forgotPasswordRoute, resetPasswordRoute]),
  signedInRoute.addChildren([
    dashboardRoute,
    profileRoute,
    transactionsRoute,
    accountsRoute,
    accountRoute,
    reconcileRoute,
    networthDetailsRoute,
    wishlistRoute,
    scheduledRoute,
    upcomingRoute,
    forecastRoute,
    targetHistoryRoute,
    monthlyReportsRoute,
    reportsRoute,
    budgetsRoute,
    importRoute,
    categoriesRoute,
    payeesRoute,
    tagsRoute,
    rulesRoute,
  ]),
  unknownPathRoute,
]);
