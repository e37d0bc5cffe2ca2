#include "base/longpasteguard.h"

#include <QAction>
#include <QContextMenuEvent>
#include <QCoreApplication>
#include <QDropEvent>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMenu>
#include <QMimeData>

namespace nk::ui {

LongPasteGuard::LongPasteGuard(QLineEdit *edit, int limit)
    : QObject(edit)
    , m_edit(edit)
    , m_limit(limit)
{
    edit->installEventFilter(this);
}

QString LongPasteGuard::textWith(const QString &text) const
{
    QString result = m_edit->text();
    if (m_edit->hasSelectedText())
        return result.replace(m_edit->selectionStart(), m_edit->selectedText().size(), text);
    return result.insert(m_edit->cursorPosition(), text);
}

// Qt 6.4 names none of the standard menu's actions: Paste is found by its (translated) text.
QAction *LongPasteGuard::pasteAction(const QMenu *menu)
{
    // Qt's own string in Qt's translations (through variables: lupdate must not list it as ours).
    static const char *const context = "QLineEdit";
    static const char *const text = "&Paste";
    const QString paste = QCoreApplication::translate(context, text);
    for (QAction *action : menu->actions())
        if (action->text() == paste || action->text().startsWith(paste + u'\t'))
            return action;
    return nullptr;
}

bool LongPasteGuard::pasteLong(QClipboard::Mode mode)
{
    const QString clip = QGuiApplication::clipboard()->text(mode);
    if (m_edit->isReadOnly() || m_edit->text().size() + clip.size() <= m_limit)
        return false;
    const QString text = textWith(clip);
    if (text.size() <= m_limit) // it replaced a selection
        return false;
    emit longTextPasted(text);
    return true;
}

bool LongPasteGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_edit)
        return false;
    switch (event->type()) {
    case QEvent::KeyPress:
        return static_cast<QKeyEvent *>(event)->matches(QKeySequence::Paste) &&
               pasteLong(QClipboard::Clipboard);
    case QEvent::ContextMenu: {
        // The standard menu, its Paste action routed through the guard.
        QMenu *menu = m_edit->createStandardContextMenu();
        if (QAction *paste = pasteAction(menu)) {
            disconnect(paste, &QAction::triggered, m_edit, nullptr);
            connect(paste, &QAction::triggered, m_edit, [this] {
                if (!pasteLong(QClipboard::Clipboard))
                    m_edit->paste();
            });
        }
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->popup(static_cast<QContextMenuEvent *>(event)->globalPos());
        return true;
    }
    case QEvent::Drop: {
        auto *drop = static_cast<QDropEvent *>(event);
        const QString text = drop->mimeData() ? drop->mimeData()->text() : QString();
        if (m_edit->isReadOnly() || m_edit->text().size() + text.size() <= m_limit)
            return false;
        m_edit->deselect();
        m_edit->setCursorPosition(m_edit->cursorPositionAt(drop->position().toPoint()));
        emit longTextPasted(textWith(text));
        drop->acceptProposedAction();
        return true;
    }
    default:
        return false;
    }
}

} // namespace nk::ui
