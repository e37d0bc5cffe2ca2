#include "session/sessionwords.h"

namespace nk::ui {

QString SessionWords::text(Word word, const QString &language)
{
    const bool zh = language == QLatin1String("zh");
    switch (word) {
    case Word::NoSuchQuestion:
        return zh ? QStringLiteral("没有这个问题。") : QStringLiteral("There is no such question.");
    case Word::QuestionClosed:
        return zh ? QStringLiteral("这个问题已经关闭，答案不再计入。")
                  : QStringLiteral("This question is closed: answers no longer count.");
    case Word::JoinFirst:
        return zh ? QStringLiteral("请先加入。") : QStringLiteral("Join first.");
    case Word::AlreadyJoined:
        return zh ? QStringLiteral("已经加入了。") : QStringLiteral("Already joined.");
    case Word::SendText:
        return zh ? QStringLiteral("请发送文本消息。") : QStringLiteral("Send text messages.");
    case Word::TooManyMessages:
        return zh ? QStringLiteral("消息太多，请慢一点。") : QStringLiteral("too many messages");
    case Word::UnreadableVector:
        return zh ? QStringLiteral("无法读取这个向量：") : QString();
    }
    return {};
}

} // namespace nk::ui
