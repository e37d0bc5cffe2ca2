#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace nk::ui {

// Typeset formulas kept on disk, so a second start (or a second test process) draws them
// without loading MathJax: loading costs ~0.3 s of CPU and each formula ~30 ms in the
// JavaScript interpreter, while reading one back costs a file open.
//
// One file per formula in <directory>/<bundle key>/<SHA-1 of the TeX>. The bundle key is a
// hash of the MathJax bundle, so a rebuilt bundle never serves an old picture. A file holds
// the TeX it was made from (a look-up checks it), the SVG or MathJax's error, and is written
// to a temporary name and renamed, so processes sharing the folder never read half a file.
// A damaged or foreign file is a miss, never an error. Above limitBytes() the oldest files
// go (trim()). Used by FormulaRenderer's worker thread only.
class FormulaDiskCache
{
public:
    struct Entry
    {
        QByteArray svg; // display-style SVG, `currentColor` inside; empty when error is set
        QString error;  // MathJax could not typeset the TeX (bad TeX)
    };

    // directory empty: disabled (find() misses, store() does nothing).
    FormulaDiskCache(const QString &directory, const QByteArray &bundleKey,
                     qint64 limitBytes = defaultLimitBytes());

    // Where the app keeps its formulas: $NK_FORMULA_CACHE when set ("" or "off": no disk
    // cache), else a "formulas" folder in the user's cache location.
    static QString defaultDirectory();
    static constexpr qint64 defaultLimitBytes() { return 64ll * 1024 * 1024; }
    // A short hex key of the bundle's bytes.
    static QByteArray keyOf(const QByteArray &bundle);

    bool isEnabled() const { return !m_directory.isEmpty(); }
    QString directory() const { return m_directory; }
    qint64 limitBytes() const { return m_limitBytes; }
    // The file tex is kept in (whether or not it exists yet).
    QString fileFor(const QString &tex) const;

    std::optional<Entry> find(const QString &tex) const;
    // False when the folder cannot be written (the cache then simply misses next time).
    bool store(const QString &tex, const Entry &entry);
    // Deletes the oldest files, across every bundle's folder, until the total is at most
    // three quarters of the limit; does nothing while it is within the limit. Returns the
    // number of files deleted.
    int trim();

private:
    QString m_directory;
    QByteArray m_bundleKey;
    qint64 m_limitBytes;
};

} // namespace nk::ui
