#include "formula/formuladiskcache.h"

#include <QCryptographicHash>
#include <QDataStream>
#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>
#include <vector>

namespace nk::ui {

namespace {

constexpr quint32 kMagic = 0x4e4b4631; // "NKF1"
constexpr auto kStreamVersion = QDataStream::Qt_6_4;
// No formula the app shows comes near this; a larger file is not ours.
constexpr qint64 kMaxFileBytes = 4 * 1024 * 1024;

QByteArray texHash(const QString &tex)
{
    return QCryptographicHash::hash(tex.toUtf8(), QCryptographicHash::Sha1).toHex();
}

} // namespace

FormulaDiskCache::FormulaDiskCache(const QString &directory, const QByteArray &bundleKey,
                                   qint64 limitBytes)
    : m_directory(directory)
    , m_bundleKey(bundleKey)
    , m_limitBytes(limitBytes)
{
}

QString FormulaDiskCache::defaultDirectory()
{
    if (qEnvironmentVariableIsSet("NK_FORMULA_CACHE")) {
        const QString chosen = qEnvironmentVariable("NK_FORMULA_CACHE");
        return chosen == QLatin1String("off") ? QString() : chosen;
    }
    const QString base = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
    return base.isEmpty() ? QString() : base + QStringLiteral("/formulas");
}

QByteArray FormulaDiskCache::keyOf(const QByteArray &bundle)
{
    return QCryptographicHash::hash(bundle, QCryptographicHash::Sha1).toHex().left(16);
}

QString FormulaDiskCache::fileFor(const QString &tex) const
{
    return m_directory + QLatin1Char('/') + QString::fromLatin1(m_bundleKey) + QLatin1Char('/') +
           QString::fromLatin1(texHash(tex));
}

std::optional<FormulaDiskCache::Entry> FormulaDiskCache::find(const QString &tex) const
{
    if (!isEnabled())
        return std::nullopt;
    QFile file(fileFor(tex));
    if (!file.open(QIODevice::ReadOnly) || file.size() > kMaxFileBytes)
        return std::nullopt;
    const QByteArray bytes = file.readAll();
    QDataStream in(bytes);
    in.setVersion(kStreamVersion);
    quint32 magic = 0;
    QString storedTex;
    Entry entry;
    in >> magic;
    if (magic != kMagic)
        return std::nullopt;
    in >> storedTex >> entry.error >> entry.svg;
    // Another TeX with the same hash, a file cut short, or an entry with neither part.
    if (in.status() != QDataStream::Ok || !in.atEnd() || storedTex != tex ||
        entry.svg.isEmpty() == entry.error.isEmpty())
        return std::nullopt;
    if (!entry.svg.isEmpty() && !entry.svg.startsWith("<svg"))
        return std::nullopt;
    return entry;
}

bool FormulaDiskCache::store(const QString &tex, const Entry &entry)
{
    if (!isEnabled() || entry.svg.isEmpty() == entry.error.isEmpty())
        return false;
    const QString path = fileFor(tex);
    if (!QDir().mkpath(QFileInfo(path).path()))
        return false;
    QSaveFile file(path); // a temporary name, renamed on commit(): readers see all or nothing
    if (!file.open(QIODevice::WriteOnly))
        return false;
    QDataStream out(&file);
    out.setVersion(kStreamVersion);
    out << kMagic << tex << entry.error << entry.svg;
    return out.status() == QDataStream::Ok && file.commit();
}

int FormulaDiskCache::trim()
{
    if (!isEnabled())
        return 0;
    struct File
    {
        QDateTime modified;
        qint64 size;
        QString path;
    };
    std::vector<File> files;
    qint64 total = 0;
    QDirIterator it(m_directory, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        const QFileInfo info = it.fileInfo();
        files.push_back({info.lastModified(), info.size(), info.filePath()});
        total += info.size();
    }
    if (total <= m_limitBytes)
        return 0;
    std::sort(files.begin(), files.end(),
              [](const File &a, const File &b) { return a.modified < b.modified; });
    int removed = 0;
    const qint64 target = m_limitBytes / 4 * 3;
    for (const File &f : files) {
        if (total <= target)
            break;
        if (QFile::remove(f.path)) {
            total -= f.size;
            ++removed;
        }
    }
    return removed;
}

} // namespace nk::ui
