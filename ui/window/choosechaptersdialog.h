#pragma once

#include <QDialog>

class QListWidget;
class QPushButton;

namespace nk::ui {

// Lets a teacher tick the chapters a lesson uses (saved in the lesson file).
class ChooseChaptersDialog : public QDialog
{
    Q_OBJECT

public:
    // chosen empty: all chapters ticked.
    ChooseChaptersDialog(const QString &lang, const QList<int> &chosen, QWidget *parent = nullptr);

    // The ticked chapters in catalog order (all of them when every one is ticked).
    QList<int> chosenChapters() const;
    void setChecked(int chapter, bool on);

private:
    void updateOk();

    QListWidget *m_list;
    QPushButton *m_ok = nullptr;
};

} // namespace nk::ui
