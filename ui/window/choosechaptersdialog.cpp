#include "window/choosechaptersdialog.h"

#include "lesson/chaptercatalog.h"
#include "lesson/narration.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace nk::ui {

ChooseChaptersDialog::ChooseChaptersDialog(const QString &lang, const QList<int> &chosen,
                                           QWidget *parent)
    : QDialog(parent)
    , m_list(new QListWidget)
{
    setObjectName(QStringLiteral("chooseChaptersDialog"));
    setWindowTitle(tr("Chapters of this lesson"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Tick the chapters this lesson uses. The chapter list then shows "
                                "only these, and Next moves from one to the next."));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    const Narration &n = Narration::forLanguage(lang);
    for (int c : ChapterCatalog::instance().ids()) {
        auto *item = new QListWidgetItem(QStringLiteral("%1. %2").arg(c).arg(n.chapterTitle(c)));
        item->setData(Qt::UserRole, c);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(chosen.isEmpty() || chosen.contains(c) ? Qt::Checked : Qt::Unchecked);
        m_list->addItem(item);
    }
    m_list->setAccessibleName(tr("Chapters of this lesson"));
    layout->addWidget(m_list, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    QPushButton *all = buttons->addButton(tr("All"), QDialogButtonBox::ResetRole);
    connect(all, &QPushButton::clicked, this, [this] {
        for (int row = 0; row < m_list->count(); ++row)
            m_list->item(row)->setCheckState(Qt::Checked);
    });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::itemChanged, this, &ChooseChaptersDialog::updateOk);
    layout->addWidget(buttons);
    resize(520, 560);
    updateOk();
}

QList<int> ChooseChaptersDialog::chosenChapters() const
{
    QList<int> out;
    for (int row = 0; row < m_list->count(); ++row)
        if (m_list->item(row)->checkState() == Qt::Checked)
            out << m_list->item(row)->data(Qt::UserRole).toInt();
    return out.size() == m_list->count() ? QList<int>() : out;
}

void ChooseChaptersDialog::setChecked(int chapter, bool on)
{
    for (int row = 0; row < m_list->count(); ++row)
        if (m_list->item(row)->data(Qt::UserRole).toInt() == chapter)
            m_list->item(row)->setCheckState(on ? Qt::Checked : Qt::Unchecked);
}

void ChooseChaptersDialog::updateOk()
{
    // A lesson uses at least one chapter.
    bool any = false;
    for (int row = 0; row < m_list->count(); ++row)
        any = any || m_list->item(row)->checkState() == Qt::Checked;
    if (m_ok)
        m_ok->setEnabled(any);
}

} // namespace nk::ui
