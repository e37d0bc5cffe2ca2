#pragma once

#include <QWidget>

namespace nk::ui {

class LessonController;

// The input vector as bars around a zero line, coloured by sign. Up to kMaxEditable elements a
// bar can be dragged up or down with the mouse (one drag is one undo step) or, with focus,
// chosen with Left/Right and changed with Up/Down (Shift for a fine step). Longer vectors are
// shown as a read-only strip with a hint to edit them as text.
class VectorBarEditor : public QWidget
{
    Q_OBJECT

public:
    static constexpr int kMaxEditable = 64;

    explicit VectorBarEditor(LessonController *controller, QWidget *parent = nullptr);

    bool isEditable() const;
    int currentIndex() const { return m_current; }
    void setCurrentIndex(int index);

    // The column a bar lives in (where a press picks it), in widget coordinates.
    QRect columnRect(int index) const;
    // Pixels per unit of value at the moment (frozen while a drag is in progress).
    double pixelsPerUnit() const;
    // The value one Up/Down press adds.
    double keyStep() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void currentIndexChanged(int index);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void sync();
    void updateAccessibleText();
    double halfRange() const; // values from −halfRange to +halfRange fit
    QRect plotRect() const;
    double zeroY() const;
    int indexAt(const QPoint &pos) const;
    void paintBars(QPainter &p);
    void paintStrip(QPainter &p);

    LessonController *m_controller;
    int m_current = 0;
    bool m_dragging = false;
    int m_dragIndex = -1;
    int m_dragKey = 0;
    double m_pressY = 0.0;
    double m_pressValue = 0.0;
    double m_frozenRange = 0.0; // the scale while dragging, so the bar stays under the mouse
};

} // namespace nk::ui
