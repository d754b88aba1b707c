import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/**
 * The dashboard's 30-day sales chart (recharts). Loaded as its own chunk by the dashboard only
 * (`React.lazy`), so no storefront page downloads the chart library. Right-to-left pages draw
 * the days from the right.
 */
export default function SalesChart({
  points,
  rtl,
  formatDay,
  formatMoney,
  label,
}: {
  points: { date: string; sales: string; orders: number }[];
  rtl: boolean;
  formatDay: (iso: string) => string;
  formatMoney: (amount: string) => string;
  label: string;
}) {
  const data = points.map((p) => ({ ...p, value: Number(p.sales) }));
  return (
    <ResponsiveContainer width="100%" height={260}>
      <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <defs>
          <linearGradient id="sales-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="var(--color-primary)" stopOpacity={0.35} />
            <stop offset="100%" stopColor="var(--color-primary)" stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid strokeDasharray="3 3" stroke="#e5e7eb" vertical={false} />
        <XAxis dataKey="date" reversed={rtl} tickFormatter={formatDay} tick={{ fontSize: 11 }} minTickGap={24} />
        <YAxis orientation={rtl ? "right" : "left"} tick={{ fontSize: 11 }} width={56} />
        <Tooltip
          labelFormatter={(d) => formatDay(String(d))}
          formatter={(_v, _n, item) => [formatMoney((item.payload as { sales: string }).sales), label]}
        />
        <Area
          isAnimationActive={false}
          type="monotone"
          dataKey="value"
          stroke="var(--color-primary)"
          strokeWidth={2}
          fill="url(#sales-fill)"
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
