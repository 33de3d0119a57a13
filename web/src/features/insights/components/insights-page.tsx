import { DownloadIcon } from '@/components/icons/download-icon';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useFirestore } from 'reactfire';
import { AdminShell } from '@/components/admin/admin-shell';
import { PageLoading } from '@/components/feedback/page-loading';
import { INSIGHTS_ENABLED, MEMBERSHIP } from '@/config/site';
import { utcDay } from '@shared/insights/counters';
import { SHARE_NETWORK_LABELS } from '@shared/insights/events';
import { COMMISSION_FIGURE, COUNTER_FIGURES, periodStartDay, previousPeriod, SALES_FIGURE, withPeriod } from '@shared/insights/figures';
import { quizResultFor } from '@shared/quiz/results';
import { fetchInsightsData } from '../api/insights-data';
import { buildInsightsReport, dailyCsv, PERIODS, type InsightsReport, type PeriodDays } from '../utils/insights-report';
import { FigureTable, formatPercent, usd, type FigureTableProps } from './figure-table';
import { HeadlineCards } from './headline-cards';
import { BRAND, SHADES } from '@shared/brand';

type Loaded = { report: InsightsReport; period: PeriodDays } | { error: true; period: PeriodDays } | null;

/** What is working: the funnel from visit to sale, daily figures, affiliates, quiz results and shares, from first-party counters. */
export default function InsightsPage() {
  const firestore = useFirestore();
  const [period, setPeriod] = useState<PeriodDays>(30);
  const [loaded, setLoaded] = useState<Loaded>(null);

  useEffect(() => {
    let live = true;
    const now = Date.now();
    const from = period === null ? null : periodStartDay(period, now);
    const previous = period === null ? null : previousPeriod(period, now);
    fetchInsightsData(firestore, previous?.from ?? from)
      .then(({ shards, sales }) => {
        const report = buildInsightsReport(shards, sales, from, utcDay(now), MEMBERSHIP.affiliateCommissionUsd, previous);
        if (live) setLoaded({ report, period });
      })
      .catch((err: unknown) => {
        console.error('Insights failed to load', err);
        if (live) setLoaded({ error: true, period });
      });
    return () => {
      live = false;
    };
  }, [firestore, period]);

  // A period just chosen shows as loading until its own figures arrive.
  const current = loaded?.period === period ? loaded : null;
  const report = current && 'report' in current ? current.report : null;
  const exportCsv = () => {
    if (!report) return;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([dailyCsv(report.daily)], { type: 'text/csv;charset=utf-8' }));
    link.download = `floaters-insights-${report.daily[0]?.date ?? 'empty'}-to-${report.daily.at(-1)?.date ?? 'empty'}.csv`;
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <AdminShell
      title="Insights"
      actions={
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportCsv} disabled={!report || report.empty}>
          Export daily CSV
        </Button>
      }
    >
      {!INSIGHTS_ENABLED && (
        <Alert severity="info" sx={{ mb: 3 }}>
          Collection is turned off in this build (VITE_INSIGHTS=off): visitors send nothing, and only sales still come in.
        </Alert>
      )}
      <ToggleButtonGroup value={String(period)} exclusive aria-label="Period" size="small" sx={{ mb: 3, bgcolor: SHADES.white }}>
        {PERIODS.map((p) => (
          <ToggleButton key={p.label} value={String(p.days)} onClick={() => setPeriod(p.days)}>
            {p.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {!current && <PageLoading label="Loading insights..." />}
      {current && 'error' in current && <Alert severity="error">The figures could not be loaded. Reload the page to try again.</Alert>}
      {report?.empty && <EmptyState />}
      {report && !report.empty && (
        <>
          <HeadlineCards figures={report.headline} days={period} />
          <ReportView report={report} days={period} />
        </>
      )}
    </AdminShell>
  );
}

function EmptyState() {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
          Nothing counted in this period yet
        </Typography>
        <Typography>
          Once visitors arrive, this page shows how many start and finish the quiz, click through to checkout and buy; which affiliate codes
          and quiz results bring buyers; and which networks members share their certificates on. Nobody is tracked: the site counts events
          per day, with no cookies and no identifiers.
        </Typography>
      </CardContent>
    </Card>
  );
}

interface SectionProps {
  id: string;
  title: string;
  note: string;
  children?: ReactNode;
  /** A table of figures under the heading, named by it. */
  table?: Omit<FigureTableProps, 'labelledBy'>;
}

function Section({ id, title, note, children, table }: SectionProps) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={id} variant="h2" sx={{ fontSize: '1.3rem' }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {note}
        </Typography>
        {table && <FigureTable labelledBy={id} {...table} />}
        {children}
      </CardContent>
    </Card>
  );
}

function ReportView({ report, days }: { report: InsightsReport; days: PeriodDays }) {
  const dates = useMemo(() => report.daily.map((d) => d.date), [report]);
  const funnel = {
    columns: ['Step', 'Count', 'Conversion'],
    rows: report.funnel.map((s) => ({ key: s.label, label: s.label, cells: [s.value, formatPercent(s.conversion)] })),
  };
  const affiliates = {
    // The dashboard's affiliate report shows all time: the period is in the labels, so a 30-day figure never reads as that one.
    columns: [
      'Affiliate code',
      withPeriod(COUNTER_FIGURES.checkoutClicks.label, days),
      withPeriod(SALES_FIGURE.label, days),
      withPeriod('Refunds', days),
      withPeriod(COMMISSION_FIGURE.label, days),
      'Conversion',
    ],
    emptyText: 'No affiliate clicks or sales in this period',
    rows: report.affiliates.map((a) => ({
      key: a.code,
      label: a.code,
      cells: [a.checkoutClicks, a.sales, a.refunded, usd.format(a.commissionUsd), formatPercent(a.conversion)],
    })),
  };
  const quiz = {
    columns: ['Result', COUNTER_FIGURES.quizFinishes.label, 'Shares', COUNTER_FIGURES.checkoutClicks.label],
    rows: report.quizResults.map((q) => ({
      key: q.type,
      label: quizResultFor(q.type).title,
      cells: [q.results, q.shares, q.checkoutClicks],
    })),
  };
  const shares = {
    columns: ['Network', 'Certificate shares', 'Certificate visits', 'Quiz shares', 'Quiz visits'],
    emptyText: 'No shares in this period',
    rows: report.shares.map((s) => ({
      key: s.network,
      label: SHARE_NETWORK_LABELS[s.network],
      cells: [s.certificateShares, s.certificateVisits, s.quizShares, s.quizVisits],
    })),
  };
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Section
          id="insights-funnel"
          title="Funnel"
          note="Each step as a share of the one before; sign-ups as a share of visits."
          table={funnel}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Section
          id="insights-daily"
          title="Day by day"
          note="Visits, checkout clicks and sales per day (UTC). The CSV export has every figure."
        >
          <Box role="img" aria-label={`Line chart of visits, checkout clicks and sales per day from ${dates[0]} to ${dates.at(-1)}`}>
            <LineChart
              height={280}
              xAxis={[{ scaleType: 'point', data: dates, valueFormatter: (d: string) => d.slice(5) }]}
              series={[
                { label: COUNTER_FIGURES.visits.label, data: report.daily.map((d) => d.visits), color: BRAND.erieBlue, showMark: false },
                {
                  label: COUNTER_FIGURES.checkoutClicks.label,
                  data: report.daily.map((d) => d.checkoutClicks),
                  color: BRAND.sunsetOrange,
                  showMark: false,
                },
                { label: SALES_FIGURE.label, data: report.daily.map((d) => d.sales), color: BRAND.lakeNavy, showMark: false },
              ]}
            />
          </Box>
        </Section>
      </Grid>
      <Grid size={12}>
        <Section
          id="insights-affiliates"
          title="Affiliate codes"
          note={`${usd.format(MEMBERSHIP.affiliateCommissionUsd)} commission per referred member who kept their membership; conversion is sales per checkout click.`}
          table={affiliates}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Section id="insights-quiz" title="Quiz results" note="Shares and checkout clicks from each result page." table={quiz} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Section id="insights-shares" title="Shares by network" note="Share taps, and visits that arrived from a share." table={shares} />
      </Grid>
    </Grid>
  );
}
