/**
 * What the dashboard shows of a time range: the figure cards, the chart of daily income per kind of
 * collection and the breakdown cards; for all devices, or for one device class (its evaluation).
 * Selecting a collection opens its evaluation.
 */
import type { DayEntry, Statistics } from '@kollekta/contract';
import { addDays, toBusinessDay } from '@kollekta/domain';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { EvaluationDialog, type EvaluationPlan } from '../../evaluation';
import { BreakdownCards } from './BreakdownCards';
import { FigureCards } from './FigureCards';
import { IncomeChart } from './IncomeChart';

type Props = {
  statistics: Statistics;
  days: readonly DayEntry[];
  organizationId: number;
  recursive: boolean;
  /** shown when the range has no income */
  noIncomeText: string;
  /** the statistics of one device class: without payment methods */
  isDeviceClass?: boolean;
};

export function DashboardContent(props: Props) {
  const { statistics, days } = props;
  const [evaluated, setEvaluated] = useState<EvaluationPlan | null>(null);
  const [aggregate] = statistics.aggregate;
  if (!aggregate) {
    return (
      <Alert severity="info" variant="outlined">
        {props.noIncomeText}
      </Alert>
    );
  }
  const tomorrow = addDays(toBusinessDay(new Date()), 1);
  const from = statistics.timerange.from ?? days[0]?.date ?? tomorrow;
  const to =
    statistics.timerange.to && statistics.timerange.to < tomorrow ? statistics.timerange.to : tomorrow;
  return (
    <>
      <FigureCards aggregate={aggregate} days={days} />
      <IncomeChart entries={days} from={from} to={to} currency={aggregate.currency} />
      <BreakdownCards
        statistics={statistics}
        organizationId={props.organizationId}
        onEvaluate={(plan) =>
          plan.id !== null &&
          setEvaluated({ id: plan.id, name: plan.name ?? '', start: plan.start, end: plan.end })
        }
        isDeviceClass={props.isDeviceClass ?? false}
      />
      {evaluated && (
        <EvaluationDialog
          organizationId={props.organizationId}
          recursive={props.recursive}
          plan={evaluated}
          onClose={() => setEvaluated(null)}
        />
      )}
    </>
  );
}
