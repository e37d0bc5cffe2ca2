#pragma once

#include "handout/handoutpdf.h"

#include <QObject>
#include <QString>

class QLabel;
class QProgressDialog;
class QWidget;

namespace nk::ui {

class HandoutDialog;
class HandoutExport;
class LessonController;

// Finish's exports: the PDF handout written in the background with a progress dialog and
// Cancel, the one-page revision sheet, the trace pair as JSON, and File ▸ Export handout's
// dialogs. A status line says how each ended.
class FinishExporter : public QObject
{
    Q_OBJECT

public:
    // view: the Finish page (the dialogs' parent, its window the progress dialog's); status:
    // the line that says how an export ended.
    FinishExporter(LessonController *controller, QWidget *view, QLabel *status);

    void setLanguage(const QString &lang) { m_language = lang; }

    bool exportHandout(const QString &path);
    bool startHandoutExport(const QString &path);
    bool startHandoutExport(const QString &path, const HandoutPdf::Options &options);
    bool exportChosen(const HandoutDialog &choice, const QString &path);
    bool exportJson(const QString &path);
    void exportHandoutWithDialog();
    void exportJsonWithDialog();

    HandoutExport *handoutExport() const { return m_handoutExport; }
    QProgressDialog *handoutProgress() const { return m_handoutProgress; }

    // The handout's options for this lesson: its traces, language, step notes and the exercise
    // sheet the class worked on in chapter 11, if it was opened.
    static HandoutPdf::Options handoutOptions(LessonController *controller, const QString &language,
                                              QWidget *window);
    static bool isHtmlPath(const QString &path);

private:
    LessonController *m_controller;
    QWidget *m_view;
    QLabel *m_exportStatus;
    QString m_language = QStringLiteral("en");
    HandoutExport *m_handoutExport = nullptr;
    QProgressDialog *m_handoutProgress = nullptr;
};

} // namespace nk::ui
