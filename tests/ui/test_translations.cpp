// Fails when a UI string or a chapter lacks its Chinese translation: runs lupdate over the
// sources into a scratch .ts and checks every source string has a finished translation in the
// committed normkitchen_zh.ts.
#include "catchqt.h"
#include "testpaths.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QXmlStreamReader>

namespace {

struct Message
{
    QString context, source, translation;
    bool finished = true;
};

QList<Message> readTs(const QString &path)
{
    QList<Message> out;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return out;
    QXmlStreamReader xml(&f);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            if (xml.name() == QLatin1String("name"))
                context = xml.readElementText();
            else if (xml.name() == QLatin1String("message"))
                m = Message{context, {}, {}, true};
            else if (xml.name() == QLatin1String("source"))
                m.source = xml.readElementText();
            else if (xml.name() == QLatin1String("translation")) {
                const QString type = xml.attributes().value(QLatin1String("type")).toString();
                m.finished = type.isEmpty();
                if (type == QLatin1String("obsolete") || type == QLatin1String("vanished"))
                    m.finished = true;
                m.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            out << m;
        }
    }
    return out;
}

} // namespace

TEST_CASE("every UI string has a finished Chinese translation", "[translations]")
{
    QTemporaryDir dir;
    const QString fresh = dir.filePath(QStringLiteral("fresh_zh.ts"));
    const QString src = QString::fromUtf8(nk::test::sourceDir());
    QProcess lupdate;
    lupdate.start(QString::fromUtf8(nk::test::lupdatePath()),
                  {src + QStringLiteral("/ui"), src + QStringLiteral("/app"),
                   // the include roots, so "window/lessondocument.h" resolves as the build's
                   // lupdate resolves it (the class's namespace is in that header)
                   QStringLiteral("-I"), src + QStringLiteral("/ui"), QStringLiteral("-I"),
                   src + QStringLiteral("/core"), QStringLiteral("-extensions"),
                   QStringLiteral("cpp,h"), QStringLiteral("-silent"), QStringLiteral("-ts"),
                   fresh});
    REQUIRE(lupdate.waitForFinished(120000));
    REQUIRE(lupdate.exitCode() == 0);
    const QList<Message> wanted = readTs(fresh);
    REQUIRE(wanted.size() > 50);
    QHash<QString, Message> have;
    for (const Message &m :
         readTs(src + QStringLiteral("/resources/translations/normkitchen_zh.ts")))
        have.insert(m.context + QLatin1Char('\x1f') + m.source, m);
    QStringList missing;
    for (const Message &m : wanted) {
        const auto it = have.constFind(m.context + QLatin1Char('\x1f') + m.source);
        if (it == have.constEnd() || !it->finished || it->translation.trimmed().isEmpty())
            missing << m.context + QStringLiteral(": ") + m.source;
    }
    INFO(missing.join(QLatin1Char('\n')).toStdString());
    CHECK(missing.isEmpty());
}
