#include "views/finishexporter.h"

#include "handout/finishreport.h"
#include "handout/handoutexport.h"
#include "handout/handoutwriter.h"
#include "handout/revisionsheet.h"
#include "lesson/lessoncontroller.h"
#include "panels/exercisepanel.h"
#include "views/handoutdialog.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QProgressDialog>
#include <QStandardPaths>
#include <QWidget>

namespace nk::ui {

FinishExporter::FinishExporter(LessonController *controller, QWidget *view, QLabel *status)
    : QObject(view)
    , m_controller(controller)
    , m_view(view)
    , m_exportStatus(status)
{
}

HandoutPdf::Options FinishExporter::handoutOptions(LessonController *controller,
                                                   const QString &language, QWidget *window)
{
    HandoutPdf::Options o;
    o.layerNorm = controller->layerNorm();
    o.rmsNorm = controller->rmsNorm();
    o.language = language;
    o.stepNotes = controller->stepNotes();
    // The exercise sheet the class worked on in chapter 11, if it was opened.
    if (const auto *sheet = window->findChild<ExercisePanel *>())
        o.exerciseSheet = sheet->sheetNumber();
    return o;
}

bool FinishExporter::isHtmlPath(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("html") || suffix == QLatin1String("htm");
}

bool FinishExporter::exportHandout(const QString &path)
{
    RevisionSheet::Options o;
    o.layerNorm = m_controller->layerNorm();
    o.rmsNorm = m_controller->rmsNorm();
    o.language = m_language;
    return RevisionSheet::write(path, o);
}

bool FinishExporter::startHandoutExport(const QString &path)
{
    return startHandoutExport(path, handoutOptions(m_controller, m_language, m_view->window()));
}

bool FinishExporter::exportChosen(const HandoutDialog &choice, const QString &path)
{
    if (choice.kind() == HandoutDialog::Kind::RevisionSheet) {
        RevisionSheet::Options o;
        o.layerNorm = m_controller->layerNorm();
        o.rmsNorm = m_controller->rmsNorm();
        o.language = m_language;
        o.chapters = choice.chapters();
        const bool ok = RevisionSheet::write(path, o);
        const QString where = QDir::toNativeSeparators(path);
        m_exportStatus->setText(ok ? tr("Saved %1").arg(where)
                                   : tr("Could not write %1").arg(where));
        return ok;
    }
    HandoutPdf::Options o = handoutOptions(m_controller, m_language, m_view->window());
    o.chapters = choice.chapters();
    o.exerciseSheet = choice.sheetNumber();
    o.audience = choice.kind() == HandoutDialog::Kind::TeacherHandout
                     ? HandoutPdf::Options::Audience::Teacher
                     : HandoutPdf::Options::Audience::Student;
    return startHandoutExport(path, o);
}

bool FinishExporter::startHandoutExport(const QString &path, const HandoutPdf::Options &options)
{
    const QString where = QDir::toNativeSeparators(path);
    if (isHtmlPath(path)) {
        const bool ok = exportHandout(path);
        m_exportStatus->setText(ok ? tr("Saved %1").arg(where)
                                   : tr("Could not write %1").arg(where));
        return ok;
    }
    if (!m_handoutExport) {
        m_handoutExport = new HandoutExport(this);
        m_handoutProgress = new QProgressDialog(m_view->window());
        m_handoutProgress->setWindowTitle(tr("Export handout"));
        // The lesson goes on meanwhile: the dialog only shows how far it got and offers Cancel.
        m_handoutProgress->setWindowModality(Qt::NonModal);
        m_handoutProgress->setMinimumDuration(300);
        m_handoutProgress->setRange(0, 100);
        m_handoutProgress->setAutoReset(false);
        m_handoutProgress->reset();
        connect(m_handoutProgress, &QProgressDialog::canceled, m_handoutExport,
                &HandoutExport::cancel);
        connect(m_handoutExport, &HandoutExport::progressed, m_handoutProgress,
                &QProgressDialog::setValue);
        connect(m_handoutExport, &HandoutExport::finished, this, [this](bool ok) {
            m_handoutProgress->reset();
            m_handoutProgress->hide();
            const QString at = QDir::toNativeSeparators(m_handoutExport->path());
            QString status;
            if (ok)
                status = tr("Saved %1").arg(at);
            else if (m_handoutExport->wasCancelled())
                status = tr("Export cancelled; %1 was left as it was").arg(at);
            else
                status = tr("Could not write %1").arg(at);
            m_exportStatus->setText(status);
            // From File ▸ Export handout in another mode the status line is not on screen.
            if (!ok && !m_handoutExport->wasCancelled() && !m_view->isVisible())
                QMessageBox::warning(m_view->window(), tr("Export handout"), status);
        });
    }
    if (m_handoutExport->isRunning()) {
        m_handoutProgress->show();
        return false;
    }
    m_handoutProgress->setLabelText(tr("Writing the handout to %1…").arg(where));
    m_handoutProgress->setCancelButtonText(tr("Cancel"));
    if (!m_handoutExport->start(path, options)) {
        m_exportStatus->setText(tr("Could not write %1").arg(where));
        return false;
    }
    m_handoutProgress->setValue(0);
    m_exportStatus->setText(tr("Writing %1…").arg(where));
    return true;
}

bool FinishExporter::exportJson(const QString &path)
{
    const auto ln = m_controller->layerNorm();
    const auto rms = m_controller->rmsNorm();
    if (!ln || !rms)
        return false;
    return HandoutWriter::writeFile(path, HandoutWriter::json(FinishReport(ln, rms)));
}

void FinishExporter::exportHandoutWithDialog()
{
    std::uint64_t sheet = 1;
    if (const auto *panel = m_view->window()->findChild<ExercisePanel *>())
        sheet = panel->sheetNumber();
    HandoutDialog choice(m_language, sheet, m_view->window());
    if (choice.exec() != QDialog::Accepted)
        return;
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getSaveFileName(
        m_view, tr("Export handout"), QDir(dir).filePath(choice.suggestedFileName()),
        choice.fileFilter());
    if (path.isEmpty())
        return;
    const bool html = choice.kind() == HandoutDialog::Kind::RevisionSheet;
    const bool ok = exportChosen(choice, path);
    // From File ▸ Export handout in another mode the status line is not on screen.
    if (html && !ok && !m_view->isVisible())
        QMessageBox::warning(m_view->window(), tr("Export handout"),
                             tr("Could not write %1").arg(QDir::toNativeSeparators(path)));
}

void FinishExporter::exportJsonWithDialog()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getSaveFileName(
        m_view, tr("Export trace"), QDir(dir).filePath(tr("normkitchen-trace.json")),
        tr("JSON files (*.json)"));
    if (path.isEmpty())
        return;
    m_exportStatus->setText(exportJson(path)
                                ? tr("Saved %1").arg(QDir::toNativeSeparators(path))
                                : tr("Could not write %1").arg(QDir::toNativeSeparators(path)));
}

} // namespace nk::ui
