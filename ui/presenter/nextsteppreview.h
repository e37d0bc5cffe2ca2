#pragma once

#include <QHash>
#include <QPixmap>
#include <QWidget>

class QLabel;
class QStackedLayout;

namespace nk::ui {

class ChapterPanel;
class KitchenView;
class LessonController;

// The console's picture of what the class sees next: the step's main view as the lesson will
// show it. A step with the kitchen shows the kitchen at the step's pause point; a step without
// it (chapter 4's benchmark, chapter 5's derivation, chapters 8, 9 and 11) shows its chapter
// panel, rendered off screen at the step and scaled down. The kitchen alone was shown before,
// even where the class would see a table or a listing.
class NextStepPreview : public QWidget
{
    Q_OBJECT

public:
    explicit NextStepPreview(LessonController *controller, QWidget *parent = nullptr);
    ~NextStepPreview() override;

    void showStep(int chapter, int step);
    void setLanguage(const QString &lang);
    // What it shows: "kitchen" or the chapter panel's name; empty when nothing.
    QString viewName() const { return m_viewName; }
    KitchenView *kitchen() const { return m_kitchen; }
    // The panel as last rendered (null when the kitchen is shown).
    QPixmap panelPicture() const { return m_picture; }

protected:
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void updatePanel();
    void renderPanel();
    void showPicture();

    LessonController *m_controller;
    QStackedLayout *m_stack;
    KitchenView *m_kitchen;
    QLabel *m_panelView;
    QHash<QString, ChapterPanel *> m_panels; // rendered off screen, owned
    QString m_viewName;
    QString m_language = QStringLiteral("en");
    int m_chapter = 0;
    int m_step = 0;
    double m_time = 0.0;
    bool m_pending = false; // a panel step waiting for the preview to be seen
    QPixmap m_picture;
};

} // namespace nk::ui
