#pragma once

#include <QHash>
#include <QImage>
#include <QSet>
#include <QTextBrowser>

namespace nk::ui {

// Teacher notes for a teacher at arm's length: plain text with inline maths between $…$,
// typeset by the same MathJax renderer as the step cards' formulas (TexPlainText until it is
// typeset). Read-only; it never takes the focus, so the clicker's keys still move the story.
class NotesView : public QTextBrowser
{
    Q_OBJECT

public:
    explicit NotesView(QWidget *parent = nullptr);

    void setNotes(const QString &text);
    QString notes() const { return m_text; }
    // The TeX pieces of the current text, in order (tests).
    static QStringList formulas(const QString &text);
    // How many of them are shown typeset now (not as plain-text fallback).
    int typesetCount() const { return m_typeset; }

protected:
    void changeEvent(QEvent *event) override;
    QVariant loadResource(int type, const QUrl &name) override; // the typeset formulas

private:
    void rebuild();

    QString m_text;
    QSet<QString> m_waiting;
    QHash<QString, QImage> m_images; // "nkformula:N"
    int m_typeset = 0;
};

} // namespace nk::ui
