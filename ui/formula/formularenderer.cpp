#include "formula/formularenderer.h"

#include "formula/formulaworker.h"

#include <QColor>
#include <QCoreApplication>
#include <QEventLoop>
#include <QJSEngine>
#include <QLoggingCategory>
#include <QMutexLocker>
#include <QPointer>
#include <QRegularExpression>
#include <QThread>
#include <QTimer>

#include <mutex>

namespace nk::ui {

namespace {

// An entry's cost in the cache: its bytes, and the key's.
qsizetype entryCost(const QString &tex, const QByteArray &svg, const QString &error)
{
    return svg.size() + 2 * (tex.size() + error.size()) + 64;
}

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
