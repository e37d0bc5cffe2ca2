#pragma once

#include <QLabel>

namespace nk::ui {

// A wrapped plain-text label that shows as much of its text as fits its height: the text is cut
// after the last whole word that fits (any character in Chinese) and ends in "…", never half a
// line at the bottom edge. Its height is the layout's to give; the whole text stays its
// accessible description.
class FittedTextLabel : public QLabel
{
    Q_OBJECT

public:
    explicit FittedTextLabel(QWidget *parent = nullptr);

    void setFullText(const QString &text);
    QString fullText() const { return m_full; }

    // The whole text on one line: what it asks of a row that has room (it stays shrinkable to
    // "…"; shown cut, its hint would otherwise shrink with it and never ask for more).
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // The height text takes wrapped at the label's width.
    int heightOf(const QString &text) const;
    void refit();

    QString m_full;
};

} // namespace nk::ui
