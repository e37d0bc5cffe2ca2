#include "handout/handoutexport.h"

#include "charts/barchart.h"
#include "formula/formularenderer.h"
#include "handout/handoutbuilder.h"
#include "handout/handoutpages.h"
#include "handout/handoutstyle.h"
#include "base/theme.h"

#include <QBuffer>
#include <QElapsedTimer>
#include <QFontMetricsF>
#include <QPdfWriter>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <memory>

namespace nk::ui {

#if defined(Q_OS_LINUX)
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace {

// The charts read the theme's colours: they are made and recorded in the light theme, for the
// length of one slice.
class LightThemeForPainting
{
public:
    LightThemeForPainting()
        : m_mode(Theme::mode())
    {
        Theme::setPaintingMode(Theme::Mode::Light);
    }
    ~LightThemeForPainting() { Theme::setPaintingMode(m_mode); }
    LightThemeForPainting(const LightThemeForPainting &) = delete;
    LightThemeForPainting &operator=(const LightThemeForPainting &) = delete;

private:
    Theme::Mode m_mode;
};

// How long one slice of building may run on the UI thread before it yields to the event loop:
// short, since a slice ends only after the piece under way (up to 30 ms), and a busy machine
// stretches it threefold (12 ms slices stalled the window 133 ms beside two busy processes).
constexpr qint64 kSliceNs = 4'000'000;
// How long a piece waits for MathJax before its formulas print in plain symbols.
constexpr int kMathJaxWaitMs = 30000;

} // namespace

struct HandoutExport::Run
{
    std::unique_ptr<HandoutBuilder> builder;
    int next = 0; // the next piece to build
    HandoutPages::Job job;
    std::shared_ptr<HandoutPages::State> state = std::make_shared<HandoutPages::State>();
    QThread *worker = nullptr;
    QTimer *wait = nullptr; // MathJax's time limit for the piece that waits
    QMetaObject::Connection typesetConnection;
    bool cancelled = false;
};

HandoutExport::HandoutExport(QObject *parent)
    : QObject(parent)
{
}

HandoutExport::~HandoutExport()
{
    if (m_run && m_run->worker) {
        m_run->state->cancel.store(true);
        m_run->worker->wait();
        delete m_run->worker;
    }
}

bool HandoutExport::start(const QString &path, const HandoutPdf::Options &options)
{
    if (isRunning()) {
        m_error = tr("an export is under way");
        return false;
    }
    if (!options.layerNorm || !options.rmsNorm) {
        m_error = HandoutPdf::tr("nothing to write: no traces");
        return false;
    }
    m_error.clear();
    m_cancelled = false;
    m_pages = 0;
    m_path = path;
    m_run = std::make_unique<Run>();
    HandoutPages::Job &job = m_run->job;
    job.path = path;
    job.language = options.language;
    {
        const BarChart probe;
        job.resolution = probe.logicalDpiX();
    }
    job.title = HandoutPdf::tr("NormKitchen handout");
    // The version stays in %1; the page numbers are filled in per page.
    job.footer = HandoutPdf::tr("NormKitchen · %1 · page %2 of %3")
                     .arg(HandoutPdf::audienceName(options.audience));
    job.couldNotMake = HandoutPdf::tr("could not make the PDF");
    job.couldNotWrite = HandoutPdf::tr("could not write %1").arg(path);
    // The text's x-height and the text width on the page, as the worker's writer will have them.
    QBuffer probeBuffer;
    probeBuffer.open(QIODevice::WriteOnly);
    QPdfWriter probeWriter(&probeBuffer);
    probeWriter.setResolution(job.resolution);
    const QRectF page = HandoutStyle::pageLayout().paintRectPixels(job.resolution);
    m_run->builder = std::make_unique<HandoutBuilder>(
        options, QFontMetricsF(HandoutStyle::font(options.language), &probeWriter).xHeight(),
        page.width());
    m_run->wait = new QTimer(this);
    m_run->wait->setSingleShot(true);
    connect(m_run->wait, &QTimer::timeout, this, [this] {
        QObject::disconnect(m_run->typesetConnection);
        m_run->builder->stopWaiting();
        buildSlice();
    });
    setPercent(0);
    QTimer::singleShot(0, this, &HandoutExport::buildSlice);
    return true;
}

void HandoutExport::cancel()
{
    if (!isRunning())
        return;
    m_run->cancelled = true;
    m_run->state->cancel.store(true);
    if (!m_run->worker) // still building: nothing on another thread to wait for
        QTimer::singleShot(0, this, [this] { end(false, QString()); });
}

bool HandoutExport::isRunning() const
{
    return m_run != nullptr;
}

int HandoutExport::percent() const
{
    return m_run ? m_run->state->percent.load() : (m_pages > 0 ? 100 : 0);
}

int HandoutExport::pageCount() const
{
    return m_pages;
}

bool HandoutExport::wasCancelled() const
{
    return m_cancelled;
}

QString HandoutExport::errorText() const
{
    return m_error;
}

QString HandoutExport::path() const
{
    return m_path;
}

void HandoutExport::setPagePaintedHook(std::function<void(int)> hook)
{
    m_pagePainted = std::move(hook);
}

void HandoutExport::setPercent(int percent)
{
    if (m_run)
        m_run->state->percent.store(percent);
    emit progressed(percent);
}

void HandoutExport::buildSlice()
{
    if (!m_run || m_run->cancelled || m_run->worker)
        return;
    HandoutBuilder &b = *m_run->builder;
    QElapsedTimer slice;
    slice.start();
    {
        const LightThemeForPainting light;
        while (m_run->next < b.pieceCount()) {
            if (!b.buildPiece(m_run->next)) {
                waitForFormulas();
                return;
            }
            ++m_run->next;
            if (slice.nsecsElapsed() > kSliceNs)
                break;
        }
    }
    setPercent(40 * m_run->next / std::max(1, b.pieceCount()));
    if (m_run->next < b.pieceCount())
        QTimer::singleShot(0, this, &HandoutExport::buildSlice);
    else
        paintOnWorker();
}

void HandoutExport::waitForFormulas()
{
    FormulaRenderer *renderer = FormulaRenderer::instance();
    const QStringList missing = m_run->builder->missingTex();
    const auto resolved = [renderer, missing] {
        for (const QString &tex : missing)
            if (renderer->svg(tex).isEmpty() && !renderer->hasFailed(tex))
                return false;
        return true;
    };
    if (resolved()) { // read from the disk cache meanwhile
        QTimer::singleShot(0, this, &HandoutExport::buildSlice);
        return;
    }
    m_run->wait->start(kMathJaxWaitMs);
    m_run->typesetConnection = connect(renderer, &FormulaRenderer::typeset, this, [this, resolved] {
        if (!resolved())
            return;
        QObject::disconnect(m_run->typesetConnection);
        m_run->wait->stop();
        QTimer::singleShot(0, this, &HandoutExport::buildSlice);
    });
}

void HandoutExport::paintOnWorker()
{
    HandoutBuilder &b = *m_run->builder;
    m_run->job.html = b.takeHtml();
    m_run->job.drawings = b.takeDrawings();
    m_run->builder.reset();
    const std::shared_ptr<HandoutPages::State> state = m_run->state;
    const HandoutPages::Job *job = &m_run->job;
    const std::function<void(int)> pagePainted = m_pagePainted;
    m_run->worker = QThread::create([job, state, pagePainted, this] {
#if defined(Q_OS_LINUX)
        // QThread's priorities do not reach Linux's normal scheduler; a nice value does, so
        // the UI thread wins the core when both want it.
        setpriority(PRIO_PROCESS, id_t(syscall(SYS_gettid)), 5);
#endif
        HandoutPages::paint(
            *job, *state,
            [state, this](int percent) {
                state->percent.store(percent);
                QMetaObject::invokeMethod(
                    this, [this, percent] { emit progressed(percent); }, Qt::QueuedConnection);
            },
            pagePainted);
    });
    connect(m_run->worker, &QThread::finished, this, &HandoutExport::workerDone);
    // The worker yields to the UI thread and to a training run's worker.
    m_run->worker->start(QThread::LowPriority);
}

void HandoutExport::workerDone()
{
    m_run->worker->wait();
    delete m_run->worker;
    m_run->worker = nullptr;
    const HandoutPages::State &s = *m_run->state;
    m_pages = s.pages;
    m_breaks = s.breaksInserted;
    m_splitsLeft = s.splitsLeft;
    end(s.ok, s.error);
}

void HandoutExport::end(bool ok, const QString &error)
{
    if (!m_run)
        return;
    m_cancelled = !ok && m_run->cancelled;
    m_error = ok ? QString() : (m_cancelled ? tr("cancelled") : error);
    if (m_run->typesetConnection)
        QObject::disconnect(m_run->typesetConnection);
    delete m_run->wait;
    m_run.reset();
    if (ok)
        emit progressed(100);
    emit finished(ok);
}

} // namespace nk::ui
