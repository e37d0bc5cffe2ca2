#pragma once

#include <QByteArray>
#include <QCache>
#include <QList>
#include <QMutex>
#include <QObject>
#include <QSet>
#include <QString>

#include <atomic>

class QColor;
class QJSEngine;
class QThread;

namespace nk::ui {

class FormulaWorker;

// Typesets TeX into SVG with MathJax 3, offline.
//
// The MathJax bundle (built by cmake/MathJaxBundle.cmake from tools/mathjax/entry.js) is
// embedded as the resource :/mathjax/mathjax-bundle.js and evaluated in a QJSEngine that
// lives on a worker thread: loading takes ~0.3 s and one formula ~25 ms, so the UI thread
// never waits. Results are cached, least recently used first out, within cacheLimit() bytes,
// and, for the process-wide renderer, on disk (FormulaDiskCache): a formula typeset once is
// read back by the next start, and MathJax is loaded only when a formula is not there.
//
// Requests are served newest first: typing changes the live numbers of every formula on
// screen, and the latest ones are what a student sees. At most maxQueued() wait; older ones
// are dropped as stale (a view that still shows one requests it again when it repaints).
//
// Use it from the UI thread (the one that owns QCoreApplication):
//
//     auto *renderer = FormulaRenderer::instance();
//     const QByteArray svg = renderer->svg(tex);   // empty until typeset; requests it
//     connect(renderer, &FormulaRenderer::typeset, this, [this](const QString &t) { ... });
//
// The SVG is display style and still says `currentColor`: replace it (withColor()) before
// giving it to QSvgRenderer. Its size is in ex (metrics()): multiply by the font's x-height.
// TeX that MathJax can't typeset is cached as failed: svg() stays empty, hasFailed() is true,
// typeset() is still emitted, and callers show TexPlainText instead. So is TeX longer than
// 1000 characters (MathJax would take seconds) and nesting deeper than the JS stack allows.
class FormulaRenderer : public QObject
{
    Q_OBJECT

public:
    // The process-wide renderer, created on first use (a QCoreApplication must exist; it
    // becomes the parent), with the disk cache FormulaDiskCache::defaultDirectory() names.
    static FormulaRenderer *instance();
    // Stops the process-wide renderer's worker (no-op when there is none). Call it before the
    // QApplication is destroyed (main does); quitting and a post routine call it too.
    static void shutdown();
    // A renderer of one's own (tests); the app uses instance(). Without a disk cache directory
    // it starts loading MathJax in the background at once; with one, at the first formula the
    // folder does not hold.
    explicit FormulaRenderer(QObject *parent = nullptr,
                             const QString &diskCacheDirectory = QString());
    // Stops the worker promptly: a formula being typeset or MathJax loading is interrupted.
    ~FormulaRenderer() override;
    // The same stop, keeping the renderer (it then typesets nothing more).
    void stop();
    // How many times, after a stop began, the worker still finished loading MathJax or a
    // formula instead of being interrupted. Stopping promptly keeps it at 0 (tests).
    int finishedAfterStop() const;

    // Loads MathJax now, if it is not loaded or loading (with a disk cache it waits for the
    // first formula the folder lacks); ready() follows. The soak measures memory with it in.
    void loadNow();
    // MathJax is loaded and typesetting. (With a disk cache that held every formula asked
    // for, it never loads: isReady() stays false and every formula is still drawn.)
    bool isReady() const;
    // Loading failed (missing resource, script error): every request fails with this message.
    QString loadError() const;
    // Measured on the worker thread: time to evaluate the bundle, mean time per formula.
    double loadMilliseconds() const;
    double averageTypesetMilliseconds() const;
    // The disk cache's folder (empty: none), and how many formulas were read back from it.
    QString diskCacheDirectory() const;
    int diskHits() const;

    // The cached SVG for tex (display style, `currentColor` inside), or empty if it isn't
    // typeset yet (it is requested then) or failed.
    QByteArray svg(const QString &tex) const;
    // tex was typeset and MathJax reported an error (bad TeX); errorString() says which.
    bool hasFailed(const QString &tex) const;
    QString errorString(const QString &tex) const;

    // Queue tex for typesetting unless it is cached or already queued; a queued tex moves to
    // the front. The oldest request beyond maxQueued() is dropped.
    void request(const QString &tex);
    static constexpr int maxQueued() { return 128; }

    // The cache's budget and what it holds now, in bytes (SVG, error and TeX text).
    qint64 cacheLimit() const;
    void setCacheLimit(qint64 bytes);
    qint64 cacheBytes() const;
    // Nothing requested is still waiting to be typeset.
    bool isIdle() const;
    // Block until every requested formula is typeset (or failed), processing events, so the
    // typeset() signals are delivered and views repaint. False on timeout. UI thread only.
    bool waitUntilIdle(int timeoutMs);

    // svg with every `currentColor` replaced by color (its alpha is ignored: paint with
    // QPainter::setOpacity for translucency).
    static QByteArray withColor(const QByteArray &svg, const QColor &color);

    struct Metrics
    {
        double widthEx = 0;         // width of the formula, in ex
        double heightEx = 0;        // height (ascent + descent), in ex
        double verticalAlignEx = 0; // baseline offset: negative = depth below the baseline
        bool isValid() const { return widthEx > 0 && heightEx > 0; }
    };
    // The size MathJax gave the SVG, read from its root element.
    static Metrics metrics(const QByteArray &svg);

    // Resource path of the bundle.
    static QString bundlePath();

signals:
    // MathJax has loaded (emitted once, on the UI thread).
    void ready();
    // tex has been typeset, or has failed (emitted on the UI thread).
    void typeset(const QString &tex);

private:
    // Ends the worker thread (queued requests are dropped, a running one is interrupted).
    // Runs when the application quits or starts being destroyed, so the worker never outlives
    // the event dispatcher.
    void stopWorker();
    static void stopInstance();

    void enqueue(const QString &tex) const;
    // Worker thread: the newest queued tex (empty when none; then the worker goes idle).
    QString takeNewest();
    // Worker thread: the engine it runs, so stopWorker() can interrupt it (nullptr: gone).
    void setEngine(QJSEngine *engine);
    void handleLoaded(bool ok, const QString &error, double milliseconds);
    void handleTypeset(const QString &tex, const QByteArray &svg, const QString &error,
                       double milliseconds, bool fromDisk);

    struct Entry
    {
        QByteArray svg;
        QString error;
    };

    mutable QMutex m_mutex;
    mutable QCache<QString, Entry> m_cache; // mutable: a look-up marks the entry recent
    mutable QList<QString> m_queue;         // waiting, oldest first
    mutable QSet<QString> m_pending;        // waiting or being typeset
    mutable bool m_workerScheduled = false; // a call to the worker is posted or running
    QJSEngine *m_engine = nullptr;          // guarded by m_mutex
    std::atomic<bool> m_stopping{false};
    std::atomic<int> m_finishedAfterStop{0};
    bool m_ready = false;
    QString m_loadError;
    double m_loadMilliseconds = 0;
    double m_typesetMilliseconds = 0;
    int m_typesetCount = 0;
    int m_diskHits = 0;
    const QString m_diskCacheDirectory;

    QThread *m_thread = nullptr;
    FormulaWorker *m_worker = nullptr;

    friend class FormulaWorker;
};

} // namespace nk::ui
