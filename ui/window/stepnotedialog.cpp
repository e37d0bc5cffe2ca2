#include "window/stepnotedialog.h"

#include "lesson/lessoncontroller.h"
#include "lesson/narration.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace nk::ui {

StepNoteDialog::StepNoteDialog(LessonController *controller, const QString &lang, QWidget *parent)
    : QDialog(parent)
    , m_controller(controller)
    , m_chapter(controller->chapter())
    , m_step(controller->currentStep())
{
    setObjectName(QStringLiteral("stepNoteDialog"));
    setWindowTitle(tr("Note for this step"));
    const Narration &n = Narration::forLanguage(lang);
    auto *layout = new QVBoxLayout(this);
    auto *heading = new QLabel(tr("Your note for step %1.%2, “%3” (saved with the lesson):")
                                   .arg(m_chapter)
                                   .arg(m_step + 1)
                                   .arg(n.stepTitle(m_chapter, m_step)),
                               this);
    heading->setWordWrap(true);
    layout->addWidget(heading);
    m_edit = new QPlainTextEdit(this);
    m_edit->setObjectName(QStringLiteral("stepNoteEdit"));
    m_edit->setPlainText(controller->stepNote(m_chapter, m_step));
    m_edit->moveCursor(QTextCursor::End);
    heading->setBuddy(m_edit);
    layout->addWidget(m_edit, 1);
    auto *hint = new QLabel(
        tr("The presenter console shows it beside the step's notes and typesets $…$ as a "
           "formula."),
        this);
    hint->setWordWrap(true);
    layout->addWidget(hint);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(560, 320);
    m_edit->setFocus();
}

void StepNoteDialog::accept()
{
    m_controller->setStepNote(m_chapter, m_step, m_edit->toPlainText());
    QDialog::accept();
}

} // namespace nk::ui
