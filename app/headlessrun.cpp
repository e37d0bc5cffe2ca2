#include "headlessrun.h"

#include <QByteArray>
#include <QDir>
#include <QString>
#include <QtGlobal>
#include <QMessageLogContext>

#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

QtMessageHandler g_previous = nullptr;

void dropPlatformNotices(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (message.endsWith(QLatin1String("does not support propagateSizeHints()")))
        return;
    if (g_previous)
        g_previous(type, context, message);
}

void ensureRuntimeDirectory()
{
    if (!qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR"))
        return;
    const uid_t uid = ::getuid();
    const passwd *pw = ::getpwuid(uid);
    const QString user = pw ? QString::fromLocal8Bit(pw->pw_name) : QString::number(uid);
    const QByteArray path =
        QDir(QDir::tempPath()).filePath(QStringLiteral("runtime-") + user).toLocal8Bit();
    ::mkdir(path.constData(), 0700); // fails harmlessly when it exists
    struct stat st
    {
    };
    if (::lstat(path.constData(), &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != uid ||
        (st.st_mode & 0777) != 0700)
        return;
    qputenv("XDG_RUNTIME_DIR", path);
}

} // namespace

void HeadlessRun::prepare()
{
    ensureRuntimeDirectory();
    if (!g_previous)
        g_previous = qInstallMessageHandler(dropPlatformNotices);
}
