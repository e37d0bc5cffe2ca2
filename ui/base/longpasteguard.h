#pragma once

#include <QClipboard>
#include <QObject>

QT_BEGIN_NAMESPACE
class QAction;
class QLineEdit;
class QMenu;
QT_END_NAMESPACE

namespace nk::ui {

// Keeps huge pastes out of a QLineEdit. A line edit lays its whole text out as one line (and
// records an undo command per pasted character): a megabyte of numbers froze the UI for
// seconds. When a paste (keys, the context menu) or a drop would make the text longer than
// limit() characters, the guard swallows it and emits longTextPasted() with the text the field
// would have held; its owner parses that and shows a summary instead. Shorter pastes go through
// the line edit as always.
class LongPasteGuard : public QObject
{
    Q_OBJECT

public:
    LongPasteGuard(QLineEdit *edit, int limit);

    int limit() const { return m_limit; }
    // The Paste action of a line edit's standard context menu, or nullptr.
    static QAction *pasteAction(const QMenu *menu);
    // What the field would hold after inserting text at the cursor (over the selection).
    QString textWith(const QString &text) const;

signals:
    void longTextPasted(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // True when it took the paste (the text was long); false: let the line edit paste.
    bool pasteLong(QClipboard::Mode mode);

    QLineEdit *m_edit;
    int m_limit;
};

} // namespace nk::ui
