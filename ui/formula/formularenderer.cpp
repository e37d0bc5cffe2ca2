#include "formula/formularenderer.h"

#include "formula/formuladiskcache.h"

#include <QColor>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJSEngine>
#include <QJSValue>
#include <QLoggingCategory>
#include <QMutexLocker>
#include <QPointer>
#include <QRegularExpression>
#include <QThread>
#include <QTimer>

#include <memory>
#include <mutex>

namespace nk::ui {

namespace {

// An entry's cost in the cache: its bytes, and the key's.
qsizetype entryCost(const QString &tex, const QByteArray &svg, const QString &error)
{
    return svg.size() + 2 * (tex.size() + error.size()) + 64;
}

// Prefix entry.js puts on the messages it returns instead of SVG.
constexpr char errorPrefix[] = "NKERROR:";

// MathJax's time grows faster than linearly with the length of the TeX (1000 characters take
// about 2 s in QJSEngine); the app's formulas are far shorter. Longer input fails at once
// instead of occupying the worker.
constexpr int maxTexLength = 1000;

// The cache's default budget: a few thousand formulas with live numbers (~5–20 KB each).
constexpr qint64 defaultCacheBytes = 32 * 1024 * 1024;

// QJSEngine's compiler lints the bundle while loading it and prints a few dozen
// "Variable ... is used before its declaration" warnings (valid JavaScript, esbuild's output).
// Keep that category's warnings out of the log; everything else passes through unchanged.
QLoggingCategory::CategoryFilter previousLoggingFilter = nullptr;

void quietQmlCompilerFilter(QLoggingCategory *category)
{
    if (previousLoggingFilter)
        previousLoggingFilter(category);
    if (qstrcmp(category->categoryName(), "qt.qml.compiler") == 0)
        category->setEnabled(QtWarningMsg, false);
}

} // namespace

// Lives on the renderer's worker thread and owns the QJSEngine, which is created there, and
// the disk cache, which only this thread touches.
class FormulaWorker : public QObject
{
public:
    FormulaWorker(FormulaRenderer *renderer, const QString &diskCacheDirectory)
        : m_renderer(renderer)
        , m_diskCacheDirectory(diskCacheDirectory)
    {
    }

    ~FormulaWorker() override
    {
        m_renderer->setEngine(nullptr); // before it goes: stopWorker() may interrupt it
        m_function = QJSValue();
        m_engine.reset();
    }

    // Typesets the newest queued formula, then posts itself again: one formula per event, so
    // the thread's event loop can end between any two.
    void processNext()
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

    void loadOnce()
    {
        if (!m_loadAttempted && !m_renderer->m_stopping)
            load();
    }

    void load()
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

    void typeset(const QString &tex)
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

private:
    // Serves tex from the disk cache, if it holds it.
    bool readBack(const QString &tex)
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
    FormulaDiskCache *diskCache()
    {
        if (!m_disk && !m_diskCacheDirectory.isEmpty()) {
            QFile file(FormulaRenderer::bundlePath());
            if (file.open(QIODevice::ReadOnly))
                m_disk = std::make_unique<FormulaDiskCache>(
                    m_diskCacheDirectory, FormulaDiskCache::keyOf(file.readAll()));
            m_diskCacheDirectory.clear(); // decided: do not try again
        }
        return m_disk.get();
    }

    void post(const QString &tex, const QByteArray &svg, const QString &error, double milliseconds,
              bool fromDisk)
    {
        FormulaRenderer *renderer = m_renderer;
        QMetaObject::invokeMethod(
            renderer,
            [renderer, tex, svg, error, milliseconds, fromDisk] {
                renderer->handleTypeset(tex, svg, error, milliseconds, fromDisk);
            },
            Qt::QueuedConnection);
    }

    FormulaRenderer *const m_renderer;
    std::unique_ptr<QJSEngine> m_engine;
    QJSValue m_function;
    QString m_loadError;
    bool m_loadAttempted = false;
    QString m_diskCacheDirectory; // until the disk cache is made
    std::unique_ptr<FormulaDiskCache> m_disk;
    bool m_trimmed = false;
};

namespace {
QPointer<FormulaRenderer> theInstance;
QMutex theInstanceMutex;
} // namespace

FormulaRenderer *FormulaRenderer::instance()
{
    QMutexLocker locker(&theInstanceMutex);
    if (!theInstance) {
        QCoreApplication *app = QCoreApplication::instance();
        if (!app)
            qWarning("FormulaRenderer::instance() called before QCoreApplication exists");
        theInstance = new FormulaRenderer(app, FormulaDiskCache::defaultDirectory());
        if (app) {
            // Stop the worker before the application tears down its event dispatcher: on
            // quit, and at the latest when ~QCoreApplication starts (its post routines run
            // before anything is destroyed; our destructor, as a child, runs much later).
            connect(app, &QCoreApplication::aboutToQuit, theInstance, &FormulaRenderer::stopWorker);
            qAddPostRoutine(&FormulaRenderer::stopInstance);
        }
    }
    return theInstance;
}

void FormulaRenderer::shutdown()
{
    stopInstance();
}

void FormulaRenderer::stopInstance()
{
    QMutexLocker locker(&theInstanceMutex);
    if (theInstance)
        theInstance->stopWorker();
}

FormulaRenderer::FormulaRenderer(QObject *parent, const QString &diskCacheDirectory)
    : QObject(parent)
    , m_diskCacheDirectory(diskCacheDirectory)
{
    m_cache.setMaxCost(defaultCacheBytes);
    static std::once_flag installFilter;
    std::call_once(installFilter, [] {
        previousLoggingFilter = QLoggingCategory::installFilter(quietQmlCompilerFilter);
        // Stopping interrupts MathJax (QJSEngine::setInterrupted). In Qt 6.4, JIT-compiled code
        // unwound by an interrupt can hand a constructor call a garbage return value (0x1)
        // that Qt then reads as an object: a SIGSEGV on the MathJax thread about once in a
        // hundred quits. The interpreter returns undefined there, and MathJax measured no
        // slower in it. Qt reads this once, when the process's first QJSEngine is created;
        // ours is the only one.
        if (!qEnvironmentVariableIsSet("QV4_FORCE_INTERPRETER"))
            qputenv("QV4_FORCE_INTERPRETER", "1");
    });

    m_thread = new QThread(this);
    m_thread->setObjectName(QStringLiteral("MathJax"));
    m_thread->setStackSize(8 * 1024 * 1024);
    m_worker = new FormulaWorker(this, diskCacheDirectory);
    m_worker->moveToThread(m_thread);
    // Deleted on its own thread when the thread finishes, so the engine dies where it lived.
    connect(m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    FormulaWorker *worker = m_worker;
    if (diskCacheDirectory.isEmpty()) // with a disk cache, MathJax loads at its first miss
        QMetaObject::invokeMethod(
            worker, [worker] { worker->load(); }, Qt::QueuedConnection);
    m_thread->start(QThread::LowPriority);
}

FormulaRenderer::~FormulaRenderer()
{
    stopWorker();
}

void FormulaRenderer::stop()
{
    stopWorker();
}

void FormulaRenderer::loadNow()
{
    QMutexLocker locker(&m_mutex);
    if (FormulaWorker *worker = m_worker)
        QMetaObject::invokeMethod(
            worker, [worker] { worker->loadOnce(); }, Qt::QueuedConnection);
}

int FormulaRenderer::finishedAfterStop() const
{
    return m_finishedAfterStop;
}

void FormulaRenderer::stopWorker()
{
    m_stopping = true; // before the lock: setEngine() checks it under the lock
    {
        QMutexLocker locker(&m_mutex);
        if (!m_worker)
            return;
        m_worker = nullptr; // deleted on its thread when the thread finishes
        m_queue.clear();
        m_pending.clear();
        // A long formula takes seconds and loading ~0.3 s: abort it. The engine is never used
        // again (the worker checks m_stopping), only destroyed on its own thread; m_engine is
        // cleared under the lock before that, so this never touches a deleted engine.
        if (m_engine)
            m_engine->setInterrupted(true);
    }
    m_thread->quit();
    m_thread->wait();
}

void FormulaRenderer::setEngine(QJSEngine *engine)
{
    QMutexLocker locker(&m_mutex);
    m_engine = engine;
    if (m_engine && m_stopping)
        m_engine->setInterrupted(true);
}

QString FormulaRenderer::takeNewest()
{
    QMutexLocker locker(&m_mutex);
    if (m_queue.isEmpty() || m_stopping) {
        m_workerScheduled = false;
        return {};
    }
    return m_queue.takeLast();
}

qint64 FormulaRenderer::cacheLimit() const
{
    QMutexLocker locker(&m_mutex);
    return m_cache.maxCost();
}

void FormulaRenderer::setCacheLimit(qint64 bytes)
{
    QMutexLocker locker(&m_mutex);
    m_cache.setMaxCost(qMax<qint64>(bytes, 0));
}

qint64 FormulaRenderer::cacheBytes() const
{
    QMutexLocker locker(&m_mutex);
    return m_cache.totalCost();
}

bool FormulaRenderer::isReady() const
{
    QMutexLocker locker(&m_mutex);
    return m_ready;
}

QString FormulaRenderer::loadError() const
{
    QMutexLocker locker(&m_mutex);
    return m_loadError;
}

double FormulaRenderer::loadMilliseconds() const
{
    QMutexLocker locker(&m_mutex);
    return m_loadMilliseconds;
}

double FormulaRenderer::averageTypesetMilliseconds() const
{
    QMutexLocker locker(&m_mutex);
    return m_typesetCount > 0 ? m_typesetMilliseconds / m_typesetCount : 0.0;
}

QString FormulaRenderer::diskCacheDirectory() const
{
    return m_diskCacheDirectory;
}

int FormulaRenderer::diskHits() const
{
    QMutexLocker locker(&m_mutex);
    return m_diskHits;
}

QByteArray FormulaRenderer::svg(const QString &tex) const
{
    {
        QMutexLocker locker(&m_mutex);
        if (const Entry *entry = m_cache.object(tex))
            return entry->svg;
    }
    enqueue(tex);
    return {};
}

bool FormulaRenderer::hasFailed(const QString &tex) const
{
    QMutexLocker locker(&m_mutex);
    const Entry *entry = m_cache.object(tex);
    return entry && !entry->error.isEmpty();
}

QString FormulaRenderer::errorString(const QString &tex) const
{
    QMutexLocker locker(&m_mutex);
    const Entry *entry = m_cache.object(tex);
    return entry ? entry->error : QString();
}

void FormulaRenderer::request(const QString &tex)
{
    enqueue(tex);
}

void FormulaRenderer::enqueue(const QString &tex) const
{
    QMutexLocker locker(&m_mutex);
    if (!m_worker || m_cache.contains(tex))
        return;
    if (m_pending.contains(tex)) {
        // Asked for again: it is wanted now, so it moves to the front (unless it is running).
        if (m_queue.removeOne(tex))
            m_queue.append(tex);
        return;
    }
    m_pending.insert(tex);
    m_queue.append(tex);
    // Beyond the limit the oldest request is stale: a later repaint asks again if needed.
    while (m_queue.size() > maxQueued())
        m_pending.remove(m_queue.takeFirst());
    if (!m_workerScheduled) {
        m_workerScheduled = true;
        FormulaWorker *worker = m_worker;
        QMetaObject::invokeMethod(
            worker, [worker] { worker->processNext(); }, Qt::QueuedConnection);
    }
}

bool FormulaRenderer::isIdle() const
{
    QMutexLocker locker(&m_mutex);
    return m_pending.isEmpty();
}

bool FormulaRenderer::waitUntilIdle(int timeoutMs)
{
    Q_ASSERT(QThread::currentThread() == thread());
    if (isIdle())
        return true;
    QEventLoop loop;
    QTimer timeout;
    timeout.setSingleShot(true);
    connect(&timeout, &QTimer::timeout, &loop, &QEventLoop::quit);
    connect(this, &FormulaRenderer::typeset, &loop, [this, &loop] {
        if (isIdle())
            loop.quit();
    });
    timeout.start(qMax(0, timeoutMs));
    loop.exec(QEventLoop::ExcludeUserInputEvents);
    // Let the receivers of the last typeset() (views calling update()) run too.
    QCoreApplication::processEvents(QEventLoop::ExcludeUserInputEvents);
    return isIdle();
}

void FormulaRenderer::handleLoaded(bool ok, const QString &error, double milliseconds)
{
    {
        QMutexLocker locker(&m_mutex);
        m_ready = ok;
        m_loadError = error;
        m_loadMilliseconds = milliseconds;
    }
    if (ok)
        emit ready();
    else
        qWarning("FormulaRenderer: %s", qPrintable(error));
}

void FormulaRenderer::handleTypeset(const QString &tex, const QByteArray &svg, const QString &error,
                                    double milliseconds, bool fromDisk)
{
    {
        QMutexLocker locker(&m_mutex);
        const qsizetype cost = entryCost(tex, svg, error);
        if (cost <= m_cache.maxCost()) {
            m_cache.insert(tex, new Entry{svg, error}, cost);
        } else {
            // Larger than the whole budget: cached as failed (plain text), so views do not ask
            // for it over and over.
            const QString tooLarge = QStringLiteral("formula larger than the cache");
            m_cache.insert(tex, new Entry{{}, tooLarge}, entryCost(tex, {}, tooLarge));
        }
        m_pending.remove(tex);
        if (fromDisk) {
            ++m_diskHits;
        } else if (error.isEmpty()) {
            m_typesetMilliseconds += milliseconds;
            ++m_typesetCount;
        }
    }
    emit typeset(tex);
}

QByteArray FormulaRenderer::withColor(const QByteArray &svg, const QColor &color)
{
    QByteArray result = svg;
    result.replace("currentColor", color.name(QColor::HexRgb).toLatin1());
    return result;
}

FormulaRenderer::Metrics FormulaRenderer::metrics(const QByteArray &svg)
{
    Metrics m;
    const int end = svg.indexOf('>');
    if (!svg.startsWith("<svg") || end < 0)
        return m;
    const QString root = QString::fromUtf8(svg.left(end));
    static const QRegularExpression width(QStringLiteral(R"(\swidth="(-?[\d.]+)ex")"));
    static const QRegularExpression height(QStringLiteral(R"(\sheight="(-?[\d.]+)ex")"));
    static const QRegularExpression align(QStringLiteral(R"(vertical-align:\s*(-?[\d.]+)ex)"));
    if (const auto match = width.match(root); match.hasMatch())
        m.widthEx = match.captured(1).toDouble();
    if (const auto match = height.match(root); match.hasMatch())
        m.heightEx = match.captured(1).toDouble();
    if (const auto match = align.match(root); match.hasMatch())
        m.verticalAlignEx = match.captured(1).toDouble();
    return m;
}

QString FormulaRenderer::bundlePath()
{
    return QStringLiteral(":/mathjax/mathjax-bundle.js");
}

} // namespace nk::ui
