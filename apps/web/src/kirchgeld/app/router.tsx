/**
 * The routes of the church-tax app (devices-income-kirchgeld.md §2 "Church-tax area"), in history
 * mode below /kirchgeld. Every route but the index and /login needs a live session; each page is a
 * chunk of its own.
 */
import { lazy } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { KirchgeldLayout } from './KirchgeldLayout';
import { LandingPage } from './LandingPage';
import { LoginPage } from './LoginPage';
import { RequireSession } from './RequireSession';

const PersonLookupPage = lazy(() => import('../persons/PersonLookupPage'));
const PersonDetailPage = lazy(() => import('../persons/PersonDetailPage'));
const PersonCreatePage = lazy(() => import('../persons/PersonCreatePage'));
const PersonEditPage = lazy(() => import('../persons/PersonEditPage'));
const ImportsPage = lazy(() => import('../imports/ImportsPage'));
const LegacyContextKPage = lazy(() => import('../legacy/LegacyContextKPage'));
const OrganizationMergePage = lazy(() => import('../organizations/OrganizationMergePage'));
const ProfilePage = lazy(() => import('./ProfilePage'));
const PersonIndexPage = lazy(() => import('../filters/PersonIndexPage'));
const TargetGroupCreatePage = lazy(() => import('../filters/TargetGroupCreatePage'));
const TargetGroupsPage = lazy(() => import('../filters/TargetGroupsPage'));
const LettersPage = lazy(() => import('../letters/LettersPage'));
const LetterCreatePage = lazy(() => import('../letters/LetterCreatePage'));
const AdjustmentsPage = lazy(() => import('../bank/AdjustmentsPage'));
const CertificatesPage = lazy(() => import('../payments/CertificatesPage'));

export const KIRCHGELD_BASENAME = '/kirchgeld';

export function createKirchgeldRouter() {
  return createBrowserRouter(
    [
      {
        element: <Outlet />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'login', element: <LoginPage /> },
          {
            element: <RequireSession />,
            children: [
              {
                element: <KirchgeldLayout />,
                children: [
                  { path: 'profile', element: <ProfilePage /> },
                  { path: 'certificates', element: <CertificatesPage /> },
                  { path: 'letters', element: <LettersPage /> },
                  { path: 'letters/create', element: <LetterCreatePage /> },
                  { path: 'groups', element: <TargetGroupsPage /> },
                  { path: 'adjustments', element: <AdjustmentsPage /> },
                  { path: 'organization/merge', element: <OrganizationMergePage /> },
                  { path: 'target-groups/create', element: <TargetGroupCreatePage /> },
                  { path: 'persons', element: <PersonIndexPage /> },
                  { path: 'persons/create', element: <PersonCreatePage /> },
                  { path: 'persons/detail/:personId/:dataId?', element: <PersonDetailPage /> },
                  { path: 'persons/lookup', element: <PersonLookupPage /> },
                  { path: 'persons/edit/:personId', element: <PersonEditPage /> },
                  { path: 'imports', element: <ImportsPage /> },
                  { path: 'legacy/contextk', element: <LegacyContextKPage /> },
                ],
              },
            ],
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
    { basename: KIRCHGELD_BASENAME },
  );
}
