#include "views/handoutdialog.h"

#include "lesson/chaptercatalog.h"
#include "exercises/exercisesheet.h"
#include "lesson/narration.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpressionValidator>
#include <QVBoxLayout>

namespace nk::ui {

HandoutDialog::HandoutDialog(const QString &language, std::uint64_t sheet, QWidget *parent)
    : QDialog(parent)
    , m_offeredSheet(sheet)
    , m_kinds(new QButtonGroup(this))
    , m_chapters(new QListWidget(this))
    , m_sheet(new QLineEdit(this))
    , m_sheetLabel(new QLabel(this))
    , m_hint(new QLabel(this))
{
    setWindowTitle(tr("Export handout"));
    auto *layout = new QVBoxLayout(this);
    auto *what = new QLabel(tr("What to write"), this);
    what->setStyleSheet(QStringLiteral("font-weight: bold"));
    layout->addWidget(what);
    const struct
    {
        Kind kind;
        QString text;
    } kinds[] = {
        {Kind::StudentHandout,
         tr("Handout for students (PDF): the lesson step by step, without the teacher's notes "
            "and the exercise key")},
        {Kind::TeacherHandout,
         tr("Handout for the teacher (PDF): with the built-in notes, your own step notes and "
            "the exercise key")},
        {Kind::RevisionSheet,
         tr("Revision sheet (HTML): one page for a phone or the printer: the formulas, this "
            "vector's numbers, the comparison and the takeaways")},
    };
    for (const auto &k : kinds) {
        auto *button = new QRadioButton(k.text, this);
        m_kinds->addButton(button, int(k.kind));
        layout->addWidget(button);
    }
    m_kinds->button(int(Kind::StudentHandout))->setChecked(true);

    auto *form = new QFormLayout;
    const Narration &words = Narration::forLanguage(language);
    for (int id : ChapterCatalog::instance().ids()) {
        auto *item = new QListWidgetItem(
            QStringLiteral("%1. %2").arg(id).arg(words.chapterTitle(id)), m_chapters);
        item->setData(Qt::UserRole, id);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
    }
    m_chapters->setAccessibleName(tr("Chapters in the handout"));
    // Room for most of the eleven chapters without scrolling.
    m_chapters->setMinimumHeight(m_chapters->sizeHintForRow(0) * 9 + 2 * m_chapters->frameWidth());
    form->addRow(tr("Chapters"), m_chapters);
    m_sheet->setPlaceholderText(QString::number(sheet));
    m_sheet->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("\\d{0,16}")), m_sheet));
    m_sheetLabel->setText(tr("Exercise sheet (chapter 11)"));
    m_sheetLabel->setBuddy(m_sheet);
    form->addRow(m_sheetLabel, m_sheet);
    layout->addLayout(form);
    m_hint->setWordWrap(true);
    layout->addWidget(m_hint);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    m_save = buttons->button(QDialogButtonBox::Save);
    m_save->setText(tr("Save…"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_kinds, &QButtonGroup::idToggled, this, &HandoutDialog::updateEnabled);
    connect(m_chapters, &QListWidget::itemChanged, this, &HandoutDialog::updateEnabled);
    updateEnabled();
}

HandoutDialog::Kind HandoutDialog::kind() const
{
    return Kind(m_kinds->checkedId());
}

void HandoutDialog::setKind(Kind kind)
{
    m_kinds->button(int(kind))->setChecked(true);
}

QList<int> HandoutDialog::chapters() const
{
    QList<int> out;
    for (int i = 0; i < m_chapters->count(); ++i)
        if (m_chapters->item(i)->checkState() == Qt::Checked)
            out << m_chapters->item(i)->data(Qt::UserRole).toInt();
    return out;
}

void HandoutDialog::setChapterChecked(int chapter, bool checked)
{
    for (int i = 0; i < m_chapters->count(); ++i)
        if (m_chapters->item(i)->data(Qt::UserRole).toInt() == chapter)
            m_chapters->item(i)->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
}

std::uint64_t HandoutDialog::sheetNumber() const
{
    bool ok = false;
    const qulonglong n = m_sheet->text().toULongLong(&ok);
    return ok && n <= nk::ExerciseSheet::kMaxNumber ? std::uint64_t(n) : m_offeredSheet;
}

QString HandoutDialog::suggestedFileName() const
{
    switch (kind()) {
    case Kind::TeacherHandout:
        return tr("normkitchen-handout-teacher.pdf");
    case Kind::RevisionSheet:
        return tr("normkitchen-revision-sheet.html");
    case Kind::StudentHandout:
    default:
        return tr("normkitchen-handout-student.pdf");
    }
}

QString HandoutDialog::fileFilter() const
{
    return kind() == Kind::RevisionSheet ? tr("HTML files (*.html)") : tr("PDF files (*.pdf)");
}

void HandoutDialog::updateEnabled()
{
    const bool pdf = kind() != Kind::RevisionSheet;
    const bool sheet = chapters().contains(11);
    m_sheet->setEnabled(pdf && sheet);
    m_sheetLabel->setEnabled(pdf && sheet);
    const bool any = !chapters().isEmpty();
    m_save->setEnabled(any);
    m_hint->setText(any ? (pdf ? QString()
                               : tr("The revision sheet takes one takeaway from each chapter "
                                    "chosen."))
                        : tr("Choose at least one chapter."));
}

} // namespace nk::ui
