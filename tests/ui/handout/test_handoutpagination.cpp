// HandoutPagination: the page breaks a printed handout needs. A document is laid out on small
// pages, with a table, a heading and a paragraph placed where QTextDocument splits them; then
// the whole lesson's handout, written as the window writes it.
#include "handout/handoutexport.h"
#include "handout/handoutpagination.h"
#include "handout/handoutpdf.h"

#include "io/presets.h"
#include "norm/layernormtrace.h"
#include "norm/rmsnormtrace.h"

#include "catchqt.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextDocument>

#include <catch2/catch.hpp>

#include <memory>

using namespace nk::ui;

namespace {

// Lines of filler, each one paragraph of one line.
QString filler(int lines)
{
    QString h;
    for (int i = 0; i < lines; ++i)
        h += QStringLiteral("<p>Line %1 of the filler.</p>").arg(i + 1);
    return h;
}

QString longParagraph()
{
    QString words;
    for (int i = 0; i < 80; ++i)
        words += QStringLiteral("word%1 ").arg(i);
    return QStringLiteral("<p>%1</p>").arg(words);
}

QString twoRowTable()
{
    return QStringLiteral("<table border='1'><tr><td>card title<br>formula<br>numbers</td></tr>"
                          "<tr><td>result<br>error</td></tr></table>");
}

// A document on pages about 14 lines high.
std::unique_ptr<QTextDocument> paged(const QString &html)
{
    auto doc = std::make_unique<QTextDocument>();
    doc->setDocumentMargin(0);
    doc->setHtml(html);
    doc->setPageSize(QSizeF(300, 1e6));
    doc->documentLayout()->documentSize(); // lays it out
    const double line = doc->documentLayout()->blockBoundingRect(doc->begin()).height();
    doc->setPageSize(QSizeF(300, 14 * line));
    return doc;
}

} // namespace

TEST_CASE("Handout pagination: a card table split over two pages moves whole to the second",
          "[handoutpagination]")
{
    for (int before = 1; before <= 14; ++before) {
        auto doc = paged(filler(before) + twoRowTable() + filler(4));
        const int pagesBefore = doc->pageCount();
        const QStringList split = HandoutPagination::splits(*doc);
        INFO("filler lines before the table: " << before << ", pages " << doc->pageCount());
        // Somewhere in this range the table straddles the page end.
        if (split.isEmpty())
            continue;
        CHECK(split.front().startsWith(QStringLiteral("table split")));
        CHECK(HandoutPagination::keepTogether(*doc) >= 1);
        CHECK(HandoutPagination::splits(*doc).isEmpty());
        CHECK(doc->pageCount() >= pagesBefore);
        return;
    }
    FAIL("no filler length put the table across a page end");
}

TEST_CASE("Handout pagination: no heading ends a page and no paragraph leaves one line alone",
          "[handoutpagination]")
{
    int headingSplits = 0, lineSplits = 0;
    for (int before = 1; before <= 14; ++before) {
        auto doc = paged(filler(before) + QStringLiteral("<h3>A heading</h3>") + longParagraph() +
                         filler(3));
        const QStringList split = HandoutPagination::splits(*doc);
        headingSplits += int(split.filter(QStringLiteral("heading")).size());
        lineSplits += int(split.filter(QStringLiteral("alone on page")).size());
        HandoutPagination::keepTogether(*doc);
        INFO("filler lines before the heading: " << before);
        CHECK(HandoutPagination::splits(*doc).isEmpty());
    }
    // The cases above hit both rules before they were mended.
    CHECK(headingSplits > 0);
    CHECK(lineSplits > 0);
}

TEST_CASE("Handout pagination: the whole lesson's handout keeps every card and heading whole",
          "[handoutpagination][long]")
{
    const nk::Preset *p = nk::Presets::find("worked-example");
    REQUIRE(p);
    HandoutPdf::Options o;
    o.layerNorm = std::make_shared<const nk::NormTrace>(nk::traceLayerNorm(p->input, p->settings));
    o.rmsNorm = std::make_shared<const nk::NormTrace>(nk::traceRmsNorm(p->input, p->settings));
    QTemporaryDir dir;
    HandoutExport job;
    REQUIRE(job.start(dir.filePath(QStringLiteral("all.pdf")), o));
    QElapsedTimer t;
    t.start();
    while (job.isRunning() && t.elapsed() < 240000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    REQUIRE(job.errorText().isEmpty());
    // Qt alone split cards and left lines alone on pages; every one is mended.
    CHECK(job.breaksInserted() > 0);
    CHECK(job.splitsLeft().join(QStringLiteral("; ")).toStdString() == "");
}
