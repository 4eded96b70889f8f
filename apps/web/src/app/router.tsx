/**
 * The routes of the administration app. Hash routing (`#/o/{id}/`), because the real paths
 * `/o/{id}` and `/p/{id}` belong to the donor web apps on the same server. Every page is its
 * own chunk, so the login loads neither the tree view nor the signed-in layout.
 */
import { lazy } from 'react';
import { createHashRouter, Navigate } from 'react-router';
import { PublicLayout } from '../features/layout/components/PublicLayout';
import { ORGANIZATION_ROUTE_NAME, type RouteHandle } from '../lib/route-handle';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

const LoginPage = lazy(() =>
  import('../features/auth/components/LoginPage').then((m) => ({ default: m.LoginPage })),
);
const AuthorizePage = lazy(() =>
  import('../features/oauth/components/AuthorizePage').then((m) => ({ default: m.AuthorizePage })),
);
const RecoverPasswordPage = lazy(() =>
  import('../features/auth/components/RecoverPasswordPage').then((m) => ({ default: m.RecoverPasswordPage })),
);
const MainLayout = lazy(() =>
  import('../features/layout/components/MainLayout').then((m) => ({ default: m.MainLayout })),
);
const HomePage = lazy(() =>
  import('../features/organizations/components/HomePage').then((m) => ({ default: m.HomePage })),
);
const OrganizationArea = lazy(() =>
  import('../features/organizations/components/OrganizationArea').then((m) => ({
    default: m.OrganizationArea,
  })),
);
const OrganizationOverview = lazy(() =>
  import('../features/organizations/components/OrganizationOverview').then((m) => ({
    default: m.OrganizationOverview,
  })),
);

const ProfilePage = lazy(() =>
  import('../features/profile/components/ProfilePage').then((m) => ({ default: m.ProfilePage })),
);
const OrganizationUsersPage = lazy(() =>
  import('../features/users').then((m) => ({ default: m.OrganizationUsersPage })),
);
const AdminUsersPage = lazy(() => import('../features/users').then((m) => ({ default: m.AdminUsersPage })));
const TeamPage = lazy(() => import('../features/users').then((m) => ({ default: m.TeamPage })));

const PlanningPage = lazy(() => import('../features/planning').then((m) => ({ default: m.PlanningPage })));
const PlanningRedirect = lazy(() =>
  import('../features/planning').then((m) => ({ default: m.PlanningRedirect })),
);

const DevicesPage = lazy(() =>
  import('../features/devices/components/DevicesPage').then((m) => ({ default: m.DevicesPage })),
);
const AdminDevicesPage = lazy(() =>
  import('../features/devices/components/AdminDevicesPage').then((m) => ({ default: m.AdminDevicesPage })),
);
const ProvisioningPage = lazy(() =>
  import('../features/devices/components/ProvisioningPage').then((m) => ({ default: m.ProvisioningPage })),
);

const DashboardPage = lazy(() => import('../features/income').then((m) => ({ default: m.DashboardPage })));
const CollectionsPage = lazy(() =>
  import('../features/income').then((m) => ({ default: m.CollectionsPage })),
);

const WebAppPage = lazy(() =>
  import('../features/devices/components/WebAppPage').then((m) => ({ default: m.WebAppPage })),
);
const DocumentsPage = lazy(() =>
  import('../features/navigation').then((m) => ({ default: m.DocumentsPage })),
);
const EvaluationsPage = lazy(() =>
  import('../features/navigation').then((m) => ({ default: m.EvaluationsPage })),
);

const EvaluationPrintPage = lazy(() =>
  import('../features/evaluation').then((m) => ({ default: m.EvaluationPrintPage })),
);

const NotificationsPage = lazy(() =>
  import('../features/notifications').then((m) => ({ default: m.NotificationsPage })),
);

const RecurringPaymentsPage = lazy(() =>
  import('../features/recurring-payments').then((m) => ({ default: m.RecurringPaymentsPage })),
);
const RecurringCancelPage = lazy(() =>
  import('../features/recurring-payments').then((m) => ({ default: m.RecurringCancelPage })),
);
const InformationRequestsPage = lazy(() =>
  import('../features/information-requests').then((m) => ({ default: m.InformationRequestsPage })),
);

const CollectionBookPage = lazy(() =>
  import('../features/collection-book').then((m) => ({ default: m.CollectionBookPage })),
);

const DonationReceiptsPage = lazy(() =>
  import('../features/donation-receipts').then((m) => ({ default: m.DonationReceiptsPage })),
);
const ReceiptClaimPage = lazy(() =>
  import('../features/donation-receipts').then((m) => ({ default: m.ReceiptClaimPage })),
);

const AccountingFieldsPage = lazy(() =>
  import('../features/public-pages').then((m) => ({ default: m.AccountingFieldsPage })),
);
const CashSubmissionPage = lazy(() =>
  import('../features/public-pages').then((m) => ({ default: m.CashSubmissionPage })),
);
const StopCashPaymentsPage = lazy(() =>
  import('../features/public-pages').then((m) => ({ default: m.StopCashPaymentsPage })),
);

const DirectDebitFilesPage = lazy(() =>
  import('../features/direct-debits/components/DirectDebitFilesPage').then((m) => ({
    default: m.DirectDebitFilesPage,
  })),
);

const BillingDocumentsPage = lazy(() =>
  import('../features/billing-documents').then((m) => ({ default: m.BillingDocumentsPage })),
);

const DisbursementOrdersPage = lazy(() =>
  import('../features/disbursement').then((m) => ({ default: m.DisbursementOrdersPage })),
);

const LocationsPage = lazy(() => import('../features/locations').then((m) => ({ default: m.LocationsPage })));
const AdminLocationsPage = lazy(() =>
  import('../features/locations').then((m) => ({ default: m.AdminLocationsPage })),
);
const NewsPage = lazy(() => import('../features/news').then((m) => ({ default: m.NewsPage })));
const AdminMailsPage = lazy(() =>
  import('../features/admin-mails').then((m) => ({ default: m.AdminMailsPage })),
);
const QrToolPage = lazy(() => import('../features/qr-tool').then((m) => ({ default: m.QrToolPage })));
const OutboxPage = lazy(() => import('../features/outbox').then((m) => ({ default: m.OutboxPage })));

const ContractDataPage = lazy(() =>
  import('../features/contract-data').then((m) => ({ default: m.ContractDataPage })),
);
const BillingPlansPage = lazy(() =>
  import('../features/billing-plans').then((m) => ({ default: m.BillingPlansPage })),
);

const handle = (value: RouteHandle) => value;

export function createAppRouter() {
  return createHashRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            { path: 'login', handle: handle({ name: 'login' }), element: <LoginPage /> },
            // OAuth mode (the church-tax app's sign-in): public; signs in on the page, then asks to allow
            { path: 'authorize', handle: handle({ name: 'authorize' }), element: <AuthorizePage /> },
            // the QR-code tool works without sign-in
            { path: 'qr', handle: handle({ name: 'qr' }), element: <QrToolPage /> },
            {
              path: 'auth/recover/:token',
              handle: handle({ name: 'auth.recover' }),
              element: <RecoverPasswordPage />,
            },
            {
              // the link in a donor's mail: ends their recurring donation without sign-in
              path: 'dauerspende/beenden/:token',
              handle: handle({ name: 'recurringDonation.cancel' }),
              element: <RecurringCancelPage />,
            },
            {
              // printed on a device's confirmation slip: a donor claims the receipt of their gift
              path: 'zuwendungsbestaetigung',
              handle: handle({ name: 'donationReceipt.claim' }),
              element: <ReceiptClaimPage />,
            },
            // the links in notification mails (issue 17): the token is the authority, no sign-in
            {
              path: 'misc/accounting_fields/:token?',
              handle: handle({ name: 'misc.accountingFields' }),
              element: <AccountingFieldsPage />,
            },
            {
              path: 'cash_payment_submission/:token?',
              handle: handle({ name: 'cashPaymentSubmission' }),
              element: <CashSubmissionPage />,
            },
            {
              path: 'securely_stop_cash_payments/:token?',
              handle: handle({ name: 'securelyStopCashPayments' }),
              element: <StopCashPaymentsPage />,
            },
          ],
        },
        {
          // the print view of an evaluation: a page of its own, without the app around it
          path: 'o/:id/print/:collection',
          handle: handle({ name: 'organization.print', requiresAuth: true }),
          element: <EvaluationPrintPage />,
        },
        {
          element: <MainLayout />,
          handle: handle({ requiresAuth: true }),
          children: [
            { index: true, handle: handle({ name: 'home' }), element: <HomePage /> },
            { path: 'me/profile', handle: handle({ name: 'auth.profile' }), element: <ProfilePage /> },
            { path: 'admin/users', handle: handle({ name: 'admin.users' }), element: <AdminUsersPage /> },
            {
              path: 'admin/billing',
              handle: handle({ name: 'admin.billing' }),
              element: <BillingPlansPage />,
            },
            { path: 'news', handle: handle({ name: 'news' }), element: <NewsPage /> },
            {
              path: 'admin/locations',
              handle: handle({ name: 'admin.locations' }),
              element: <AdminLocationsPage />,
            },
            { path: 'admin/mails', handle: handle({ name: 'admin.mails' }), element: <AdminMailsPage /> },
            { path: 'admin/outbox', handle: handle({ name: 'admin.outbox' }), element: <OutboxPage /> },
            {
              // Planung is an area of its own, full width beside no submenu; the outer handle
              // marks the organisation for the app bar, breadcrumbs and tabs.
              path: 'o/:id/plans',
              handle: handle({ name: ORGANIZATION_ROUTE_NAME }),
              children: [
                { index: true, element: <PlanningRedirect /> },
                { path: ':year', handle: handle({ name: 'organization.plans' }), element: <PlanningPage /> },
              ],
            },
            {
              path: 'admin/devices',
              handle: handle({ name: 'admin.devices' }),
              element: <AdminDevicesPage />,
            },
            {
              path: 'admin/devices/provision',
              handle: handle({ name: 'admin.devices.provision' }),
              element: <ProvisioningPage />,
            },
            {
              // Geräte, like Planung, is an area of its own at full width.
              path: 'o/:id/devices',
              handle: handle({ name: ORGANIZATION_ROUTE_NAME }),
              children: [
                { index: true, handle: handle({ name: 'organization.devices' }), element: <DevicesPage /> },
              ],
            },
            {
              // Einnahmen (income by month), like Geräte, is an area of its own at full width.
              path: 'o/:id/collections',
              handle: handle({ name: ORGANIZATION_ROUTE_NAME }),
              children: [
                {
                  index: true,
                  handle: handle({ name: 'organization.collections' }),
                  element: <CollectionsPage />,
                },
              ],
            },
            {
              path: 'o/:id',
              handle: handle({ name: ORGANIZATION_ROUTE_NAME }),
              element: <OrganizationArea />,
              children: [
                // the dashboard is the organisation's start page (organization.dashboard)
                { index: true, element: <DashboardPage /> },
                {
                  path: 'overview',
                  handle: handle({ name: 'organization.overview' }),
                  element: <OrganizationOverview />,
                },
                {
                  path: 'users',
                  handle: handle({ name: 'organization.users' }),
                  element: <OrganizationUsersPage />,
                },
                {
                  path: 'team',
                  handle: handle({ name: 'organization.team' }),
                  element: <TeamPage />,
                },
                {
                  path: 'details',
                  handle: handle({ name: 'organization.details' }),
                  element: <ContractDataPage />,
                },
                {
                  path: 'notifications',
                  handle: handle({ name: 'organization.notifications' }),
                  element: <NotificationsPage />,
                },
                {
                  path: 'locations',
                  handle: handle({ name: 'organization.locations' }),
                  element: <LocationsPage />,
                },
                // the drawer's 'Dokumente & Listen' and 'Auswertungen' (administration.md §2 "Main layout")
                {
                  path: 'documents',
                  handle: handle({ name: 'organization.documents' }),
                  element: <DocumentsPage />,
                },
                {
                  path: 'evaluations',
                  handle: handle({ name: 'organization.evaluations' }),
                  element: <EvaluationsPage />,
                },
                // the web apps' own pages, {host}.kollekteapp and {host}.spendeapp (planning.md §2)
                {
                  path: 'kollekteapp',
                  handle: handle({ name: 'organization.kollekteapp' }),
                  element: <WebAppPage page="kollekteapp" />,
                },
                {
                  path: 'spendeapp',
                  handle: handle({ name: 'organization.spendeapp' }),
                  element: <WebAppPage page="spendeapp" />,
                },
                // the organisation's news are the global news page
                { path: 'news', element: <Navigate to="/news" replace /> },
                {
                  path: 'directdebits',
                  handle: handle({ name: 'organization.directdebits' }),
                  element: <DirectDebitFilesPage />,
                },
                {
                  path: 'evaluation/disbursement-orders',
                  handle: handle({ name: 'organization.disbursementOrders' }),
                  element: <DisbursementOrdersPage />,
                },
                {
                  path: 'evaluation/invoicing',
                  handle: handle({ name: 'organization.invoicing' }),
                  element: <BillingDocumentsPage />,
                },
                // management/invoices: the same documents, under 'Abrechnungen'
                { path: 'invoices', element: <Navigate to="../evaluation/invoicing" replace /> },
                {
                  path: 'evaluation/book',
                  handle: handle({ name: 'organization.book' }),
                  element: <CollectionBookPage />,
                },
                {
                  path: 'donation-receipts',
                  handle: handle({ name: 'organization.donationReceipts' }),
                  element: <DonationReceiptsPage />,
                },
                {
                  path: 'subscribers',
                  handle: handle({ name: 'organization.subscriberlist' }),
                  element: <InformationRequestsPage />,
                },
                {
                  path: 'recurring-donations',
                  handle: handle({ name: 'organization.recurringDonationslist' }),
                  element: <RecurringPaymentsPage />,
                },
              ],
            },
          ],
        },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}
