#include "window/modebar.h"

#include "base/theme.h"
#include "lesson/modewords.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QToolButton>

namespace nk::ui {

ModeBar::ModeBar(QWidget *parent)
    : QWidget(parent)
    , m_modeButtons(new QButtonGroup(this))
    , m_languageBox(new QComboBox)
    , m_themeButton(new QToolButton)
{
    setObjectName(QStringLiteral("modeBar"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(12, 6, 12, 6);
    layout->setSpacing(8);
    m_modeButtons->setExclusive(true);
    for (int i = 0; i < 4; ++i) {
        auto *b = new QToolButton;
        b->setCheckable(true);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setFocusPolicy(Qt::TabFocus);
        b->setObjectName(QStringLiteral("modeButton%1").arg(i));
        m_modeButtons->addButton(b, i);
        layout->addWidget(b);
    }
    connect(m_modeButtons, &QButtonGroup::idClicked, this,
            [this](int id) { emit modeRequested(LessonController::Mode(id)); });
    layout->addStretch(1);
    m_languageBox->addItem(QStringLiteral("中文"), QStringLiteral("zh"));
    m_languageBox->addItem(QStringLiteral("English"), QStringLiteral("en"));
    connect(m_languageBox, &QComboBox::activated, this,
            [this](int i) { emit languageRequested(m_languageBox->itemData(i).toString()); });
    layout->addWidget(m_languageBox);
    m_themeButton->setCheckable(true);
    m_themeButton->setFocusPolicy(Qt::TabFocus);
    connect(m_themeButton, &QToolButton::toggled, this, &ModeBar::darkRequested);
    layout->addWidget(m_themeButton);
    retranslate();
}

void ModeBar::setMode(LessonController::Mode mode)
{
    if (QAbstractButton *b = m_modeButtons->button(int(mode)))
        b->setChecked(true);
}

void ModeBar::setLanguage(const QString &lang)
{
    const QSignalBlocker block(m_languageBox);
    m_languageBox->setCurrentIndex(m_languageBox->findData(lang));
}

void ModeBar::addButton(QToolButton *button)
{
    auto *box = static_cast<QBoxLayout *>(layout());
    box->insertWidget(box->indexOf(m_languageBox), button);
}

void ModeBar::setDark(bool dark)
{
    {
        const QSignalBlocker block(m_themeButton);
        m_themeButton->setChecked(dark);
    }
    retranslate();
}

void ModeBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ModeBar::retranslate()
{
    const QStringList modes = ModeWords::titles();
    for (int i = 0; i < modes.size(); ++i) {
        QAbstractButton *b = m_modeButtons->button(i);
        b->setText(modes[i]);
        b->setToolTip(tr("Ctrl+%1").arg(i + 1));
        b->setAccessibleName(modes[i]);
    }
    m_languageBox->setAccessibleName(tr("Language"));
    // The button names the theme a click switches to.
    m_themeButton->setText(Theme::isDark() ? tr("☀ Light") : tr("☾ Dark"));
    m_themeButton->setAccessibleName(tr("Dark theme"));
}

} // namespace nk::ui
