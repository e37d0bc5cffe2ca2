#pragma once

#include "panels/chapterpanel.h"
#include "panels/codelistings.h"

class QLabel;
class QPushButton;
class QStackedWidget;

QT_BEGIN_NAMESPACE
class QGridLayout;
QT_END_NAMESPACE

namespace nk::ui {

class CodeView;

// Chapter 9: the two functions in NumPy style and in PyTorch style side by side, the lines that
// compute the current step lit up in both, and under each what that line produces for the
// current vector (from core's traces: the app runs no Python); a third tab shows the project's
// own kernel loop. A copy button puts the listing on the clipboard.
class CodePanel : public ChapterPanel
{
    Q_OBJECT

public:
    static constexpr const char *kName = "code";

    explicit CodePanel(LessonController *controller, QWidget *parent = nullptr);

    void showStep(int chapter, int step) override;
    void setZoom(qreal zoom) override;

    void setStyle(CodeListings::Style style);
    CodeListings::Style style() const { return m_style; }
    CodeView *codeView(CodeListings::Side side) const;
    QString producedText(CodeListings::Side side) const; // under each listing
    QString copyText() const;                            // what Copy puts on the clipboard
    void copyToClipboard();

    bool isStacked() const { return m_stacked; }

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void refresh();
    // Side by side when both listings fit at a readable size, else LayerNorm above RMSNorm.
    void arrange();

    CodeListings::Style m_style = CodeListings::Style::NumPy;
    QString m_key;
    QPushButton *m_tabs[3];
    QPushButton *m_copy;
    QLabel *m_copied;
    QStackedWidget *m_stack;
    QGridLayout *m_grid;
    bool m_stacked = false;
    QLabel *m_headers[2];
    CodeView *m_views[2];
    QLabel *m_produced[2];
    CodeView *m_kernel;
    QLabel *m_kernelNote;
    QLabel *m_kernelProduced;
};

} // namespace nk::ui
