#include "formula/formulaworker.h"

#include "formula/formuladiskcache.h"
#include "formula/formularenderer.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJSEngine>

#include <optional>

namespace nk::ui {

namespace {

// Prefix entry.js puts on the messages it returns instead of SVG.
constexpr char errorPrefix[] = "NKERROR:";

// MathJax's time grows faster than linearly with the length of the TeX (1000 characters take
// about 2 s in QJSEngine); the app's formulas are far shorter. Longer input fails at once
// instead of occupying the worker.
constexpr int maxTexLength = 1000;

} // namespace

FormulaWorker::FormulaWorker(FormulaRenderer *renderer, const QString &diskCacheDirectory)
    : m_renderer(renderer)
    , m_diskCacheDirectory(diskCacheDirectory)
{
}

FormulaWorker::~FormulaWorker()
{
    m_renderer->setEngine(nullptr); // before it goes: stopWorker() may interrupt it
    m_function = QJSValue();
    m_engine.reset();
}

// Typesets the newest queued formula, then posts itself again: one formula per event, so
// the thread's event loop can end between any two.
void FormulaWorker::processNext()
{
    if (m_renderer->m_stopping)
        return;
    const QString tex = m_renderer->takeNewest();
    if (tex.isNull())
        return;
    if (!readBack(tex)) {
        loadOnce(); // at the first formula the disk cache does not hold
        if (m_renderer->m_stopping)
            return;
        typeset(tex);
    }
    if (!m_renderer->m_stopping)
        QMetaObject::invokeMethod(
            this, [this] { processNext(); }, Qt::QueuedConnection);
}

void FormulaWorker::loadOnce()
{
    if (!m_loadAttempted && !m_renderer->m_stopping)
        load();
}

void FormulaWorker::load()
{
    m_loadAttempted = true;
    QElapsedTimer timer;
    timer.start();
    QString error;
    bool ranToEnd = false; // the bundle was evaluated, not interrupted
    QFile file(FormulaRenderer::bundlePath());
    if (!file.open(QIODevice::ReadOnly)) {
        error = QStringLiteral("cannot open the MathJax bundle %1: %2")
                    .arg(file.fileName(), file.errorString());
    } else {
        const QString source = QString::fromUtf8(file.readAll());
        m_engine = std::make_unique<QJSEngine>();
        m_renderer->setEngine(m_engine.get());
        m_engine->installExtensions(QJSEngine::ConsoleExtension);
        const QJSValue result = m_engine->evaluate(source, file.fileName());
        ranToEnd = !result.isError();
        m_function = m_engine->globalObject().property(QStringLiteral("nkTypeset"));
        if (result.isError()) {
            error = QStringLiteral("MathJax bundle failed to load: %1 (line %2)")
                        .arg(result.toString(),
                             result.property(QStringLiteral("lineNumber")).toString());
        } else if (!m_function.isCallable()) {
            error = QStringLiteral("MathJax bundle does not define nkTypeset()");
        }
    }
    if (!error.isEmpty())
        m_function = QJSValue();
    m_loadError = error;
    if (m_renderer->m_stopping) {
        if (ranToEnd)
            ++m_renderer->m_finishedAfterStop;
        return; // interrupted: nobody waits for it
    }
    const double milliseconds = timer.nsecsElapsed() / 1e6;
    FormulaRenderer *renderer = m_renderer;
    QMetaObject::invokeMethod(
        renderer,
        [renderer, error, milliseconds] {
            renderer->handleLoaded(error.isEmpty(), error, milliseconds);
        },
        Qt::QueuedConnection);
}

void FormulaWorker::typeset(const QString &tex)
{
    QElapsedTimer timer;
    timer.start();
    QByteArray svg;
    QString error;
    bool ranToEnd = false; // MathJax was called and returned, not interrupted
    bool answered = false; // MathJax gave SVG or its own error: the same every time
    if (!m_function.isCallable()) {
        error = m_loadError.isEmpty() ? QStringLiteral("MathJax is not loaded") : m_loadError;
    } else if (tex.size() > maxTexLength) {
        error = QStringLiteral("formula too long (%1 characters, at most %2)")
                    .arg(tex.size())
                    .arg(maxTexLength);
    } else {
        const QJSValue result = m_function.call({QJSValue(tex), QJSValue(true)});
        ranToEnd = !result.isError();
        const QString text = result.toString();
        if (result.isError()) {
            error = text;
        } else if (text.startsWith(QLatin1String(errorPrefix))) {
            error = text.mid(int(qstrlen(errorPrefix)));
            answered = true;
        } else if (!text.startsWith(QLatin1String("<svg"))) {
            error = QStringLiteral("MathJax returned no SVG");
        } else {
            svg = text.toUtf8();
            answered = true;
        }
    }
    if (m_renderer->m_stopping) {
        if (ranToEnd)
            ++m_renderer->m_finishedAfterStop;
        return; // interrupted: not a failure of this TeX
    }
    const double milliseconds = timer.nsecsElapsed() / 1e6;
    if (answered && diskCache()) {
        if (!m_trimmed) {
            m_trimmed = true; // once per process, and only by one that adds files
            m_disk->trim();
        }
        m_disk->store(tex, {svg, error});
    }
    post(tex, svg, error, milliseconds, false);
}

// Serves tex from the disk cache, if it holds it.
bool FormulaWorker::readBack(const QString &tex)
{
    if (!diskCache())
        return false;
    const std::optional<FormulaDiskCache::Entry> entry = m_disk->find(tex);
    if (!entry)
        return false;
    post(tex, entry->svg, entry->error, 0, true);
    return true;
}

// The disk cache, keyed by the bundle it was made with (nullptr: none, or no bundle).
FormulaDiskCache *FormulaWorker::diskCache()
{
    if (!m_disk && !m_diskCacheDirectory.isEmpty()) {
        QFile file(FormulaRenderer::bundlePath());
        if (file.open(QIODevice::ReadOnly))
            m_disk = std::make_unique<FormulaDiskCache>(m_diskCacheDirectory,
                                                        FormulaDiskCache::keyOf(file.readAll()));
        m_diskCacheDirectory.clear(); // decided: do not try again
    }
    return m_disk.get();
}

void FormulaWorker::post(const QString &tex, const QByteArray &svg, const QString &error,
                         double milliseconds, bool fromDisk)
{
    FormulaRenderer *renderer = m_renderer;
    QMetaObject::invokeMethod(
        renderer,
        [renderer, tex, svg, error, milliseconds, fromDisk] {
            renderer->handleTypeset(tex, svg, error, milliseconds, fromDisk);
        },
        Qt::QueuedConnection);
}

} // namespace nk::ui
