#pragma once

#include "lesson/lessoncontroller.h"

#include <QWidget>

class QButtonGroup;
class QComboBox;
class QToolButton;

namespace nk::ui {

// The bar always on top: the four mode buttons (开始 Start · 执行 Execute · 监控 Monitor ·
// 完成 Finish), the language box and the theme button. It shows state and asks for changes;
// the main window decides.
class ModeBar : public QWidget
{
    Q_OBJECT

public:
    explicit ModeBar(QWidget *parent = nullptr);

    void setMode(LessonController::Mode mode);
    void setLanguage(const QString &lang); // "zh" or "en"
    void setDark(bool dark);
    // A button of the window's (Reset all), placed before the language box.
    void addButton(QToolButton *button);

signals:
    void modeRequested(LessonController::Mode mode);
    void languageRequested(const QString &lang);
    void darkRequested(bool dark);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QButtonGroup *m_modeButtons;
    QComboBox *m_languageBox;
    QToolButton *m_themeButton;
};

} // namespace nk::ui
