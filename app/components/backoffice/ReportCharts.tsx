import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

type Point = { date: string; sales: string; orders: number; page_views: number; product_views: number };

/**
 * The reports page's charts (recharts), loaded as their own chunk by that page only
 * (`React.lazy`), like the seller dashboard's. `kind` "sales": the money sold per day;
 * "views": page views and product views per day. Right-to-left pages draw the days from the right.
 */
export default function ReportChart({
  kind,
  points,
  rtl,
  formatDay,
  formatMoney,
  labels,
}: {
  kind: "sales" | "views";
  points: Point[];
  rtl: boolean;
  formatDay: (iso: string) => string;
  formatMoney: (amount: string) => string;
  labels: { sales: string; page_views: string; product_views: string };
}) {
  const data = points.map((p) => ({ ...p, value: Number(p.sales) }));
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" stroke="#e5e7eb" vertical={false} />
      <XAxis dataKey="date" reversed={rtl} tickFormatter={formatDay} tick={{ fontSize: 11 }} minTickGap={24} />
      <YAxis orientation={rtl ? "right" : "left"} tick={{ fontSize: 11 }} width={56} allowDecimals={kind === "sales"} />
    </>
  );
  return (
    <ResponsiveContainer width="100%" height={260}>
      {kind === "sales" ? (
        <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <defs>
            <linearGradient id="report-sales-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="var(--color-primary)" stopOpacity={0.35} />
              <stop offset="100%" stopColor="var(--color-primary)" stopOpacity={0.02} />
            </linearGradient>
          </defs>
          {axes}
          <Tooltip
            labelFormatter={(d) => formatDay(String(d))}
            formatter={(_v, _n, item) => [formatMoney((item.payload as Point).sales), labels.sales]}
          />
          <Area
            isAnimationActive={false}
            type="monotone"
            dataKey="value"
            stroke="var(--color-primary)"
            strokeWidth={2}
            fill="url(#report-sales-fill)"
          />
        </AreaChart>
      ) : (
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          {axes}
          <Tooltip labelFormatter={(d) => formatDay(String(d))} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar isAnimationActive={false} dataKey="page_views" name={labels.page_views} fill="var(--color-primary)" radius={[3, 3, 0, 0]} />
          <Bar isAnimationActive={false} dataKey="product_views" name={labels.product_views} fill="#94a3b8" radius={[3, 3, 0, 0]} />
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
