import type { Context, Hono } from "hono";
import { financeReportCsv } from "../../domain/reports/finance-csv";
import { financeReport } from "../../domain/reports/finance-report";
import { sellerIncomeCsv, sellerIncomeReport } from "../../domain/reports/seller-income";
import { resolveViewer } from "../http/viewer";
import type { AppServices } from "../services";
import { contract } from "./route";

/**
 * The operator's finance reports (decision 075; operators with `reports`, anyone else 404): the
 * finance report by month (JSON and CSV) and the yearly seller income report (DAC7: JSON with the
 * sellers missing a tax id counted, and CSV). The console's page is /admin/finance.
 */
export function financeReportRoutes(app: Hono, services: AppServices) {
  const { ctx } = services;
  const asked = async (c: Context) => {
    const v = await resolveViewer(c, services);
    return { userId: v.viewer.userId, query: c.req.query() as Record<string, unknown>, locale: v.viewer.locale };
  };
  const download = (c: Context, file: { fileName: string; contentType: string; body: string }) =>
    c.body(file.body, 200, {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.fileName.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "private, no-store",
    });

  contract(app, "get", "/admin/finance-report", { changesState: false }, async (c) => c.json(await financeReport(ctx, await asked(c))));
  contract(app, "get", "/admin/finance-report.csv", { changesState: false }, async (c) =>
    download(c, await financeReportCsv(ctx, await asked(c))),
  );
  contract(app, "get", "/admin/seller-income-report", { changesState: false }, async (c) =>
    c.json(await sellerIncomeReport(ctx, await asked(c))),
  );
  contract(app, "get", "/admin/seller-income-report.csv", { changesState: false }, async (c) =>
    download(c, await sellerIncomeCsv(ctx, await asked(c))),
  );
}
