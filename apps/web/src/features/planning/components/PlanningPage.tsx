/**
 * The planning screen, route organization.plans `#/o/{id}/plans/{year}` (planning.md §2): the
 * left column with year, search, archive switch and the paged days; the right column with the
 * device-class filter, the active plans as cards and the table of the year's plans.
 */
import type { ChurchDate, CollectionPlan, OrganizationDetail } from '@kollekta/contract';
import { DEVICE_CLASSES, filterDateList, toBusinessDay } from '@kollekta/domain';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { canDo, OrganizationBreadcrumbs, organizationName, organizationQuery } from '../../organizations';
import { useSession } from '../../session';
import { planningKeys, planningOptionsQuery } from '../api';
import { chooseEditorMode, type EditorMode } from '../editor/editor-mode';
import { type GroupMemberDraft, groupMembersOf, toMemberDrafts } from '../editor/group-form';
import { offeredFields } from '../editor/plan-fields';
import type { EditorContext } from '../editor/plan-form';
import { GroupPlanningContext, useGroupCandidates } from '../groups/group-planning';
import { DIALOG_MESSAGES, EDITOR_MESSAGES, PLANNING_MESSAGES } from '../messages';
import { closeDialogTitle } from '../plan-display';
import type { DayGroup } from '../plan-grouping';
import { useNow } from '../use-now';
import { usePlanCommands } from '../use-plan-commands';
import { usePlanList } from '../use-plan-list';
import { ActivePlansSection } from './ActivePlansSection';
import { ConfirmDialog } from './ConfirmDialog';
import { DeviceClassFilter } from './DeviceClassFilter';
import { PlanDetailsDialog } from './PlanDetailsDialog';
import { PlanningHelpDialog } from './PlanningHelpDialog';
import { PlanningSidebar } from './PlanningSidebar';
import { PlansTable } from './PlansTable';
import type { PlanActions } from './plan-actions';

// The editor brings the date pickers: loaded when it is first opened, not with the page.
const PlanEditorDialog = lazy(() =>
  import('../editor/PlanEditorDialog').then((module) => ({ default: module.PlanEditorDialog })),
);

const SNACKBAR_MS = 4000;

export function currentYear(now = new Date()): number {
  return Number(toBusinessDay(now).slice(0, 4));
}

function parseYear(value: string | undefined): number | null {
  const year = Number(value);
  return Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : null;
}

/** `#/o/{id}/plans` without a year: the current one. */
export function PlanningRedirect() {
  const { id } = useParams();
  return <Navigate to={`/o/${id}/plans/${currentYear()}`} replace />;
}

export function PlanningPage() {
  const params = useParams();
  const organizationId = Number(params.id);
  const year = parseYear(params.year);
  const { data: organization, isPending, error } = useQuery(organizationQuery(organizationId));
  if (year === null) return <Navigate to={`/o/${params.id}/plans/${currentYear()}`} replace />;
  if (isPending) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 4 }} role="status">
        <CircularProgress size={24} />
        <Typography>{PLANNING_MESSAGES.loading}</Typography>
      </Stack>
    );
  }
  if (isApiError(error) && error.status === 404) return <Navigate to="/" replace />;
  if (!organization) return null; // the error bar says what went wrong
  return <PlanningScreen organization={organization} year={year} />;
}

type EditorRequest = {
  mode: EditorMode;
  plan: CollectionPlan | null;
  date: ChurchDate | null;
  /** the group modes: the plans the group is made of */
  groupMembers?: GroupMemberDraft[];
};

function PlanningScreen({ organization, year }: { organization: OrganizationDetail; year: number }) {
  const now = useNow();
  const today = toBusinessDay(new Date(now));
  const list = usePlanList({ organizationId: organization.id, year, today });
  const commands = usePlanCommands(organization.id, organization.url);
  const queryClient = useQueryClient();
  const { data: options } = useQuery(planningOptionsQuery(organization.id));
  const canCreate = options?.can_write ?? canDo(organization, 'WRITE_CPLAN');
  const isSuperuser = useSession().user?.is_superuser ?? false;

  const [editor, setEditor] = useState<EditorRequest | null>(null);
  const [details, setDetails] = useState<CollectionPlan | null>(null);
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  const [isSaved, setIsSaved] = useState(false);

  const { ask } = commands;
  const actions = useMemo<PlanActions>(
    () => ({
      onOpenEditor: (plan) => setEditor({ mode: chooseEditorMode(plan), plan, date: null }),
      onDuplicate: (plan) => setEditor({ mode: 'duplicate', plan, date: null }),
      onDetails: setDetails,
      onClose: (plan) => ask({ kind: 'close', plan }),
      onExclude: (plan) => ask({ kind: 'exclude', plan }),
      onDelete: (plan) => ask({ kind: 'delete', plan }),
    }),
    [ask],
  );
  // a group takes its period and devices from its first candidate; a duplicate copies the group
  const handleOpenGroupEditor = useCallback((members: CollectionPlan[]) => {
    setEditor({ mode: 'group', plan: members[0] ?? null, date: null, groupMembers: toMemberDrafts(members) });
  }, []);
  const handleDuplicateGroup = useCallback((plan: CollectionPlan) => {
    setEditor({ mode: 'group_duplicate', plan, date: null, groupMembers: groupMembersOf(plan) });
  }, []);
  const groups = useGroupCandidates({
    plans: list.plans.data ?? [],
    featureOn: options?.features.allow_collection_split ?? false,
    canWrite: canCreate,
    onOpenGroupEditor: handleOpenGroupEditor,
    onDuplicateGroup: handleDuplicateGroup,
  });
  const handleAddForDate = useCallback(
    (date: ChurchDate) => setEditor({ mode: 'new', plan: null, date }),
    [],
  );
  const handleJumpToGroup = useCallback((group: DayGroup) => {
    document.getElementById(`plan-day-${group.key}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, []);

  const editorContext = useMemo((): EditorContext | null => {
    if (!editor) return null;
    return {
      mode: editor.mode,
      plan: editor.plan,
      organization,
      dates: filterDateList(list.dates.data ?? [], today),
      calendarSetting: list.calendarSetting,
      allowRecurringPayments: options?.features.allow_recurring_payments ?? false,
      usableDeviceClasses: options?.usable_device_classes ?? DEVICE_CLASSES,
      accountingFields: offeredFields(organization, 'accounting', editor.plan),
      externalFields: offeredFields(organization, 'external_fields', editor.plan),
      groupMembers: editor.groupMembers,
      isSuperuser,
    };
  }, [editor, organization, options, list.dates.data, list.calendarSetting, today, isSuperuser]);

  const emptyText =
    list.searchTerm.length > 0
      ? PLANNING_MESSAGES.noSearchResults(list.searchTerm)
      : list.view === 'archive'
        ? PLANNING_MESSAGES.noArchivedPlans
        : PLANNING_MESSAGES.noPlans;
  const command = commands.command;

  return (
    <GroupPlanningContext.Provider value={groups}>
      <Stack spacing={2}>
        <OrganizationBreadcrumbs organizationId={organization.id} />
        <Box>
          <Typography variant="h1">{PLANNING_MESSAGES.title(year)}</Typography>
          <Typography color="text.secondary">{organizationName(organization)}</Typography>
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '300px minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <PlanningSidebar
            organizationId={organization.id}
            year={year}
            search={list.search}
            onSearchChange={list.setSearch}
            view={list.view}
            onViewChange={list.setView}
            pageGroups={list.pageGroups}
            pager={list.pager}
            calendarSetting={list.calendarSetting}
            onJumpToGroup={handleJumpToGroup}
            onHelp={() => setIsHelpOpen(true)}
          />
          <Stack spacing={2} sx={{ minWidth: 0 }}>
            <DeviceClassFilter selected={list.deviceClasses} onChange={list.setDeviceClasses} />
            {list.isLoading ? (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 4 }} role="status">
                <CircularProgress size={24} />
                <Typography>{PLANNING_MESSAGES.loading}</Typography>
              </Stack>
            ) : (
              <>
                {list.view === 'current' && (
                  <ActivePlansSection
                    plans={list.activePlans}
                    organization={organization}
                    now={now}
                    actions={actions}
                    canCreate={canCreate}
                    onCreate={() => setEditor({ mode: 'new', plan: null, date: null })}
                  />
                )}
                <PlansTable
                  groups={list.pageGroups}
                  view={list.view}
                  today={today}
                  now={now}
                  organization={organization}
                  calendarSetting={list.calendarSetting}
                  showDayRows={list.showDayRows}
                  onShowDayRowsChange={list.setShowDayRows}
                  canCreate={canCreate}
                  emptyText={emptyText}
                  actions={actions}
                  onAddForDate={handleAddForDate}
                />
              </>
            )}
          </Stack>
        </Box>

        {editor && editorContext && (
          <Suspense fallback={null}>
            <PlanEditorDialog
              context={editorContext}
              date={editor.date}
              onClose={() => setEditor(null)}
              onSaved={() => {
                if (editor.mode === 'group') groups.clear();
                setEditor(null);
                setIsSaved(true);
                void queryClient.invalidateQueries({ queryKey: planningKeys.plans(organization.id) });
              }}
            />
          </Suspense>
        )}
        <PlanDetailsDialog plan={details} onClose={() => setDetails(null)} />
        <PlanningHelpDialog open={isHelpOpen} onClose={() => setIsHelpOpen(false)} />
        <ConfirmDialog
          open={commands.openKind === 'close'}
          title={command ? closeDialogTitle(command.plan) : ''}
          cancelLabel={DIALOG_MESSAGES.closeNo}
          confirmLabel={DIALOG_MESSAGES.closeYes}
          isPending={commands.isPending}
          hasFailed={commands.hasFailed}
          onCancel={commands.cancel}
          onConfirm={commands.confirm}
        >
          {command ? DIALOG_MESSAGES.closeText(command.plan.name) : ''}
        </ConfirmDialog>
        <ConfirmDialog
          open={commands.openKind === 'exclude'}
          title={DIALOG_MESSAGES.excludeTitle}
          cancelLabel={DIALOG_MESSAGES.excludeNo}
          confirmLabel={DIALOG_MESSAGES.excludeYes}
          isPending={commands.isPending}
          hasFailed={commands.hasFailed}
          onCancel={commands.cancel}
          onConfirm={commands.confirm}
        >
          {command ? DIALOG_MESSAGES.excludeText(command.plan.name, organizationName(organization)) : ''}
        </ConfirmDialog>
        <ConfirmDialog
          open={commands.openKind === 'delete'}
          width={400}
          title={DIALOG_MESSAGES.deleteTitle}
          cancelLabel={DIALOG_MESSAGES.deleteNo}
          confirmLabel={DIALOG_MESSAGES.deleteYes}
          confirmColor="error"
          isPending={commands.isPending}
          hasFailed={commands.hasFailed}
          onCancel={commands.cancel}
          onConfirm={commands.confirm}
        >
          {command ? DIALOG_MESSAGES.deleteText(command.plan.name) : ''}
        </ConfirmDialog>
        <Snackbar
          open={isSaved}
          autoHideDuration={SNACKBAR_MS}
          onClose={() => setIsSaved(false)}
          message={EDITOR_MESSAGES.savingSuccessful}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        />
      </Stack>
    </GroupPlanningContext.Provider>
  );
}
