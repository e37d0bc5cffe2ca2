#pragma once

#include "handout/finishreport.h"
#include "handout/handoutpdf.h"
#include "norm/trace.h"

#include <QStringList>
#include <QWidget>

QT_BEGIN_NAMESPACE
class QFrame;
class QGroupBox;
class QLabel;
class QProgressDialog;
class QPushButton;
class QBoxLayout;
class QTableWidget;
QT_END_NAMESPACE

namespace nk::ui {

class FinishExporter;
class FinishOutputCard;
class HandoutDialog;
class HandoutExport;
class LessonController;
class PagedScrollArea;

// Finish mode: the dishes are served. The two outputs side by side with their numbers (and their
// error against fp64), the comparison table filled with this input's measured values, the
// chapter's takeaways, and export (the PDF handout, the revision sheet, the trace as JSON). The
// numbers and sentences come from a FinishReport, the files from HandoutWriter; this class lays
// them out. While hidden it only notes that the controller changed and catches up when shown.
class FinishView : public QWidget
{
    Q_OBJECT

public:
    enum Row {
        MeanRow = FinishReport::MeanRow,
        VarianceRow = FinishReport::VarianceRow,
        ParametersRow = FinishReport::ParametersRow,
        StabilityRow = FinishReport::StabilityRow,
        SpeedRow = FinishReport::SpeedRow,
        RowCount = FinishReport::RowCount
    };

    explicit FinishView(LessonController *controller, QWidget *parent = nullptr);
    ~FinishView() override;

    // What scrolls: presenting, a clicker's Next shows its next whole page before it moves on.
    PagedScrollArea *pagedArea() const { return m_scroll; }

    QString language() const { return m_language; }
    qreal zoom() const { return m_zoom; }

    // Write the one-page revision sheet (RevisionSheet, HTML) or the trace pair as JSON; false
    // when the file cannot be written.
    bool exportHandout(const QString &path);
    // The PDF handout written in the background with a progress dialog and Cancel (an .html path
    // is the revision sheet, written at once); the status line says how it ended. False when it
    // could not start. Without options: the teacher's version of every chapter.
    bool startHandoutExport(const QString &path);
    bool startHandoutExport(const QString &path, const HandoutPdf::Options &options);
    // What File ▸ Export handout's dialog chose, and the path: written as startHandoutExport.
    bool exportChosen(const HandoutDialog &choice, const QString &path);
    HandoutExport *handoutExport() const;
    QProgressDialog *handoutProgress() const;
    bool exportJson(const QString &path);

    // The comparison as shown: row (Row) × column (0 aspect, 1 LayerNorm, 2 RMSNorm).
    QString comparisonText(int row, int column) const;
    // What the view shows, without widgets (the handout is written from it).
    const FinishReport &report() const { return m_report; }

    // For tests.
    QLabel *outputLabel(nk::Algorithm algorithm) const;
    QLabel *errorLabel(nk::Algorithm algorithm) const;
    QTableWidget *comparisonTable() const { return m_table; }
    QGroupBox *takeawaysBox() const { return m_takeawaysBox; }
    QLabel *exportStatusLabel() const { return m_exportStatus; }

public slots:
    void setLanguage(const QString &lang); // "en" or "zh": the takeaways' language
    void setZoom(qreal zoom);              // scales every font (projector)
    void exportHandoutWithDialog();
    void exportJsonWithDialog();

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void buildUi();
    void retranslateUi();
    void applyFonts();
    void applyColours();
    void applyTableStyle();
    void refresh();
    void refreshNow();
    void fillComparison();
    void fillTakeaways();
    void fitTableHeight();
    void arrangeCards();

    LessonController *m_controller;
    QString m_language;
    qreal m_zoom = 1.0;
    bool m_stale = false; // the controller changed while hidden
    FinishReport m_report;

    PagedScrollArea *m_scroll = nullptr;
    QBoxLayout *m_bottom = nullptr; // takeaways and export: side by side, or stacked
    QBoxLayout *m_cards = nullptr;  // the two output cards: side by side, or stacked when narrow
    FinishOutputCard *m_ln = nullptr;
    FinishOutputCard *m_rms = nullptr;
    QLabel *m_tableTitle = nullptr;
    QTableWidget *m_table = nullptr;
    QGroupBox *m_takeawaysBox = nullptr;
    QLabel *m_takeawaysLabel = nullptr;
    QGroupBox *m_exportBox = nullptr;
    QPushButton *m_exportHandout = nullptr;
    QPushButton *m_exportJson = nullptr;
    QLabel *m_exportStatus = nullptr;
    FinishExporter *m_exporter = nullptr;
};

} // namespace nk::ui
