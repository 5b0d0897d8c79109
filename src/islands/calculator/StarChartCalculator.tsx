import ChartWheel from './ChartWheel';
import PairCalculator from './PairCalculator';

type Props = Omit<Parameters<typeof PairCalculator>[0], 'chart'>;

/** The star-chart page: the two-person calculator plus the bi-wheel of both charts. Its own
 * island so the wheel's code loads on this page only. */
export default function StarChartCalculator(props: Props) {
  return <PairCalculator {...props} chart={ChartWheel} />;
}
