#pragma once

#include <QByteArray>
#include <QJSValue>
#include <QObject>
#include <QString>

#include <memory>

class QJSEngine;

namespace nk::ui {

class FormulaDiskCache;
class FormulaRenderer;

// Lives on the renderer's worker thread and owns the QJSEngine, which is created there, and
// the disk cache, which only this thread touches. FormulaRenderer alone makes and calls it.
class FormulaWorker : public QObject
{
public:
    FormulaWorker(FormulaRenderer *renderer, const QString &diskCacheDirectory);
    ~FormulaWorker() override;

    // Typesets the newest queued formula, then posts itself again: one formula per event, so
    // the thread's event loop can end between any two.
    void processNext();
    // Loads MathJax unless a load was tried already (a disk cache may make it unneeded).
    void loadOnce();
    void load();
    void typeset(const QString &tex);

private:
    // Serves tex from the disk cache, if it holds it.
    bool readBack(const QString &tex);

    // The disk cache, keyed by the bundle it was made with (nullptr: none, or no bundle).
    FormulaDiskCache *diskCache();

    void post(const QString &tex, const QByteArray &svg, const QString &error, double milliseconds,
              bool fromDisk);

    FormulaRenderer *const m_renderer;
    std::unique_ptr<QJSEngine> m_engine;
    QJSValue m_function;
    QString m_loadError;
    bool m_loadAttempted = false;
    QString m_diskCacheDirectory; // until the disk cache is made
    std::unique_ptr<FormulaDiskCache> m_disk;
    bool m_trimmed = false;
};

} // namespace nk::ui
