// The handout PDF written in the background (HandoutExport): the same pages and text as the
// blocking HandoutPdf::write, progress up to 100 %, and Cancel or a failure leave an existing
// file byte for byte. The PDFs are read back with poppler's pdftotext and pdfinfo.
#include "handout/handoutexport.h"
#include "handout/handoutpdf.h"

#include "io/presets.h"
#include "norm/layernormtrace.h"
#include "norm/rmsnormtrace.h"

#include "catchqt.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSemaphore>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>

using namespace nk::ui;

namespace {

HandoutPdf::Options workedExampleHandout()
{
    const nk::Preset *p = nk::Presets::find("worked-example");
    REQUIRE(p);
    HandoutPdf::Options o;
    o.layerNorm = std::make_shared<const nk::NormTrace>(nk::traceLayerNorm(p->input, p->settings));
    o.rmsNorm = std::make_shared<const nk::NormTrace>(nk::traceRmsNorm(p->input, p->settings));
    o.chapters = {2, 3};
    // One date for both files: the title page prints it.
    o.date = QDateTime(QDate(2026, 3, 2), QTime(9, 0));
    return o;
}

QString popplerOutput(const QString &tool, const QString &pdf)
{
    QProcess p;
    p.start(tool, tool == QLatin1String("pdftotext") ? QStringList{pdf, QStringLiteral("-")}
                                                     : QStringList{pdf});
    REQUIRE(p.waitForFinished(60000));
    REQUIRE(p.exitCode() == 0);
    return QString::fromUtf8(p.readAllStandardOutput());
}

int pdfPages(const QString &pdf)
{
    const QRegularExpressionMatch m =
        QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(popplerOutput("pdfinfo", pdf));
    REQUIRE(m.hasMatch());
    return m.captured(1).toInt();
}

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    REQUIRE(f.open(QIODevice::ReadOnly));
    return f.readAll();
}

// Runs the event loop until job finishes (at most four minutes: a loaded machine gives the
// niced worker little time); whether it ended without an error.
bool waitForExport(HandoutExport &job)
{
    QElapsedTimer t;
    t.start();
    while (job.isRunning() && t.elapsed() < 240000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    REQUIRE_FALSE(job.isRunning());
    return job.errorText().isEmpty();
}

} // namespace

TEST_CASE("Handout export: in the background, the same pages and text as the blocking write",
          "[handoutexport][long]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const HandoutPdf::Options o = workedExampleHandout();
    const QString blocking = dir.filePath(QStringLiteral("blocking.pdf"));
    REQUIRE(HandoutPdf::write(blocking, o));

    const QString background = dir.filePath(QStringLiteral("background.pdf"));
    HandoutExport job;
    QList<int> progress;
    bool finishedOk = false;
    int finishedCount = 0;
    QObject::connect(&job, &HandoutExport::progressed, [&](int p) { progress << p; });
    QObject::connect(&job, &HandoutExport::finished, [&](bool ok) {
        finishedOk = ok;
        ++finishedCount;
    });
    REQUIRE(job.start(background, o));
    CHECK(job.isRunning());
    CHECK(finishedCount == 0);             // never from inside start()
    CHECK_FALSE(job.start(background, o)); // one at a time
    CHECK(waitForExport(job));
    CHECK(finishedOk);
    CHECK(finishedCount == 1);

    // Progress climbs to 100 % and never goes back.
    REQUIRE_FALSE(progress.isEmpty());
    CHECK(progress.first() == 0);
    CHECK(progress.last() == 100);
    CHECK(std::is_sorted(progress.begin(), progress.end()));
    CHECK(progress.size() > 5);

    const int pages = pdfPages(background);
    CHECK(pages == pdfPages(blocking));
    CHECK(job.pageCount() == pages);
    const QString text = popplerOutput("pdftotext", background);
    CHECK(text == popplerOutput("pdftotext", blocking));
    // Its pieces all arrived: a chapter's steps, a typeset formula's numbers, a chart, the end.
    CHECK(text.contains(QStringLiteral("page %1 of %1").arg(pages)));
    CHECK(text.contains(QStringLiteral("Values after this step")));
    CHECK(text.contains(QStringLiteral("Comparison, measured on this vector")));
    CHECK(text.contains(QStringLiteral("2.16025")));
}

TEST_CASE("Handout export: Cancel, while building or while painting, keeps an existing file",
          "[handoutexport][long]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("handout.pdf"));
    const QByteArray before = "%PDF-1.4 an earlier handout that must survive\n";
    {
        QFile f(path);
        REQUIRE(f.open(QIODevice::WriteOnly));
        f.write(before);
    }
    // At the first progress (the pages are being built on the UI thread), and once the worker
    // paints (50 % and more): the worker waits after its first page until the UI thread has
    // cancelled, so Cancel lands before the file is saved however loaded the machine is (or it
    // lands before the first page, and the worker stops there).
    for (const int cancelAt : {0, 50}) {
        CAPTURE(cancelAt);
        HandoutExport job;
        QSemaphore cancelled;
        bool asked = false;
        int askedAt = -1;
        job.setPagePaintedHook([&cancelled](int page) {
            if (page == 0)
                cancelled.tryAcquire(1, 120000);
        });
        bool finishedOk = true;
        QObject::connect(&job, &HandoutExport::progressed, [&](int p) {
            if (p >= cancelAt && !asked) {
                asked = true;
                askedAt = p;
                job.cancel();
                cancelled.release();
            }
        });
        QObject::connect(&job, &HandoutExport::finished, [&](bool ok) { finishedOk = ok; });
        REQUIRE(job.start(path, workedExampleHandout()));
        waitForExport(job);
        CHECK_FALSE(finishedOk);
        CHECK(job.wasCancelled());
        // While building (0 %) or while the worker paints (50 % and more).
        CHECK(askedAt >= cancelAt);
        CHECK(askedAt < 100);
        CHECK(fileBytes(path) == before);
        // No temporary file is left beside it.
        CHECK(QDir(dir.path()).entryList(QDir::Files) ==
              QStringList{QStringLiteral("handout.pdf")});
    }
    // A failure (a folder that does not exist) says why and writes nothing.
    HandoutExport job;
    REQUIRE(job.start(dir.filePath(QStringLiteral("missing/handout.pdf")), workedExampleHandout()));
    CHECK_FALSE(waitForExport(job));
    CHECK_FALSE(job.wasCancelled());
    CHECK(job.errorText().contains(QStringLiteral("missing/handout.pdf")));
    // Without traces it does not start.
    CHECK_FALSE(job.start(path, HandoutPdf::Options{}));
    CHECK_FALSE(job.errorText().isEmpty());
}
