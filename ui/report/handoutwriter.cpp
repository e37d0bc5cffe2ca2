#include "handoutwriter.h"

#include "finishreport.h"
#include "traceformatter.h"

#include <QSaveFile>

namespace {

// The handout lists at most this many elements (the JSON export has them all).
constexpr int kHandoutRows = 64;

QString paragraphs(const QString &text)
{
    return text.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
}

} // namespace

QString HandoutWriter::html(const FinishReport &report, const QString &inputText,
                            const QString &language)
{
    if (!report.isValid())
        return {};
    const nk::NormTrace &ln = report.layerNorm();
    const nk::NormTrace &rms = report.rmsNorm();
    const int d = report.dimension();
    const QString lnColour = QStringLiteral("#0072B2"); // the light theme's: handouts are printed
    const QString rmsColour = QStringLiteral("#D58A00");
    QString h;
    h += QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n")
             .arg(language);
    h += QStringLiteral("<title>%1</title>\n").arg(tr("NormKitchen handout").toHtmlEscaped());
    h += QStringLiteral(
             "<style>\nbody { font-family: sans-serif; max-width: 60em; margin: 2em auto; "
             "color: #1B1F24; }\ntable { border-collapse: collapse; margin: 1em 0; }\n"
             "th, td { border: 1px solid #D8DCE2; padding: 0.3em 0.6em; vertical-align: top; "
             "text-align: left; }\ntd.num { text-align: right; font-variant-numeric: tabular-nums; "
             "}\n"
             ".ln { color: %1; } .rms { color: %2; } .warn { color: #C04400; }\n</style>\n")
             .arg(lnColour, rmsColour);
    h += QStringLiteral("</head>\n<body>\n");
    h += QStringLiteral("<h1>%1</h1>\n")
             .arg(tr("LayerNorm and RMSNorm on one vector").toHtmlEscaped());

    h += QStringLiteral("<h2>%1</h2>\n").arg(tr("Input").toHtmlEscaped());
    h += QStringLiteral("<p>%1</p>\n")
             .arg(tr("x = [%1] (d = %2)").arg(inputText).arg(d).toHtmlEscaped());
    h += QStringLiteral("<p>%1</p>\n").arg(report.settingsText().toHtmlEscaped());

    h += QStringLiteral("<h2>%1</h2>\n").arg(tr("Outputs").toHtmlEscaped());
    h += QStringLiteral("<table>\n<tr><th>%1</th><th>%2</th><th class=\"ln\">%3</th>"
                        "<th class=\"rms\">%4</th></tr>\n")
             .arg(tr("i").toHtmlEscaped(), tr("xᵢ").toHtmlEscaped(),
                  tr("LayerNorm yᵢ").toHtmlEscaped(), tr("RMSNorm yᵢ").toHtmlEscaped());
    const int shown = std::min(d, kHandoutRows);
    for (int i = 0; i < shown; ++i) {
        h += QStringLiteral("<tr><td class=\"num\">%1</td><td class=\"num\">%2</td>"
                            "<td class=\"num\">%3</td><td class=\"num\">%4</td></tr>\n")
                 .arg(i + 1)
                 .arg(report.number(ln.storedInput[size_t(i)]).toHtmlEscaped(),
                      report.number(ln.output()[size_t(i)]).toHtmlEscaped(),
                      report.number(rms.output()[size_t(i)]).toHtmlEscaped());
    }
    h += QStringLiteral("</table>\n");
    if (d > shown)
        h += QStringLiteral("<p>%1</p>\n")
                 .arg(tr("The first %1 of %2 elements; the JSON trace has them all.")
                          .arg(shown)
                          .arg(d)
                          .toHtmlEscaped());
    h +=
        QStringLiteral("<p class=\"ln\">%1</p>\n<p class=\"rms\">%2</p>\n")
            .arg(
                tr("LayerNorm: %1").arg(report.errorText(nk::Algorithm::LayerNorm)).toHtmlEscaped(),
                tr("RMSNorm: %1").arg(report.errorText(nk::Algorithm::RmsNorm)).toHtmlEscaped());

    h += QStringLiteral("<h2>%1</h2>\n").arg(tr("Comparison").toHtmlEscaped());
    h += QStringLiteral("<table>\n<tr><th>%1</th><th class=\"ln\">%2</th>"
                        "<th class=\"rms\">%3</th></tr>\n")
             .arg(tr("Aspect").toHtmlEscaped(), tr("LayerNorm").toHtmlEscaped(),
                  tr("RMSNorm").toHtmlEscaped());
    for (int row = 0; row < FinishReport::RowCount; ++row) {
        // Cells that name a numeric problem print in the warning colour, as on screen.
        auto cell = [&](int column) {
            return QStringLiteral("<td%1>%2</td>")
                .arg(report.isFlagged(row, column) ? QStringLiteral(" class=\"warn\"") : QString(),
                     paragraphs(report.cell(row, column)));
        };
        h += QStringLiteral("<tr><th>%1</th>%2%3</tr>\n")
                 .arg(paragraphs(report.cell(row, 0)), cell(1), cell(2));
    }
    h += QStringLiteral("</table>\n");

    const QStringList takeaways = report.takeaways();
    if (!takeaways.isEmpty()) {
        h += QStringLiteral("<h2>%1</h2>\n<ul>\n").arg(tr("Takeaways").toHtmlEscaped());
        for (const QString &t : takeaways)
            h += QStringLiteral("<li>%1</li>\n").arg(t.toHtmlEscaped());
        h += QStringLiteral("</ul>\n");
    }
    h += QStringLiteral("<p><small>%1</small></p>\n")
             .arg(tr("Made with NormKitchen. Every number was computed by its kernels on this "
                     "input.")
                      .toHtmlEscaped());
    h += QStringLiteral("</body>\n</html>\n");
    return h;
}

QByteArray HandoutWriter::json(const FinishReport &report)
{
    if (!report.isValid())
        return {};
    return QByteArray::fromStdString(
        nk::TraceFormatter(report.layerNorm(), report.rmsNorm()).json());
}

bool HandoutWriter::writeFile(const QString &path, const QByteArray &bytes)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    if (f.write(bytes) != bytes.size()) {
        f.cancelWriting();
        return false;
    }
    return f.commit();
}
