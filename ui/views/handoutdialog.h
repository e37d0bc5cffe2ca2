#pragma once

#include <QDialog>
#include <QList>
#include <QString>

#include <cstdint>

class QButtonGroup;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QRadioButton;

namespace nk::ui {

// File ▸ Export handout…: what to write before where. The PDF handout for students (no
// teacher's notes, no exercise key: the default) or for the teacher (with them), its chapters
// and chapter 11's sheet number; or the one-page revision sheet (HTML). The chapters and the
// sheet belong to the PDF; the revision sheet takes its takeaways from the chapters chosen.
class HandoutDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Kind { StudentHandout, TeacherHandout, RevisionSheet };

    // language: the words' ("en" or "zh"), for the chapter titles; sheet: the sheet number to
    // offer (chapter 11's current one).
    HandoutDialog(const QString &language, std::uint64_t sheet, QWidget *parent = nullptr);

    Kind kind() const;
    void setKind(Kind kind);
    QList<int> chapters() const; // the checked ones, in the catalog's order
    void setChapterChecked(int chapter, bool checked);
    // The sheet number typed, or the one offered when the field is empty or not a number.
    std::uint64_t sheetNumber() const;
    QLineEdit *sheetField() const { return m_sheet; }
    // The file name Save suggests, and the file dialog's filter, for kind().
    QString suggestedFileName() const;
    QString fileFilter() const;

private:
    void updateEnabled();

    std::uint64_t m_offeredSheet;
    QButtonGroup *m_kinds;
    QListWidget *m_chapters;
    QLineEdit *m_sheet;
    QLabel *m_sheetLabel;
    QLabel *m_hint;
    QPushButton *m_save;
};

} // namespace nk::ui
