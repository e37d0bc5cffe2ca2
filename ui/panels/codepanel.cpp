#include "panels/codepanel.h"
#include "base/pagedscrollarea.h"

#include "lesson/chaptercatalog.h"
#include "panels/codeview.h"
#include "lesson/lessoncontroller.h"
#include "norm/numberformat.h"
#include "base/theme.h"

#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollArea>
#include <QStackedWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace nk::ui {

using Side = CodeListings::Side;
using Style = CodeListings::Style;
using nk::NumberFormat;
using nk::StepId;

CodePanel::CodePanel(LessonController *controller, QWidget *parent)
    : ChapterPanel(controller, parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(12, 6, 12, 6);
    outer->setSpacing(8);
    auto *bar = new QHBoxLayout;
    for (int i = 0; i < 3; ++i) {
        m_tabs[i] = new QPushButton;
        // Checked by hand, not auto-exclusive: Tab then reaches every style (an exclusive group
        // is left by Tab and walked by the arrows, which move the story here).
        m_tabs[i]->setCheckable(true);
        bar->addWidget(m_tabs[i]);
        connect(m_tabs[i], &QPushButton::clicked, this, [this, i] { setStyle(Style(i)); });
    }
    bar->addStretch(1);
    m_copied = new QLabel;
    m_copy = new QPushButton;
    bar->addWidget(m_copied);
    bar->addWidget(m_copy);
    connect(m_copy, &QPushButton::clicked, this, &CodePanel::copyToClipboard);
    outer->addLayout(bar);

    m_stack = new QStackedWidget;
    auto *pair = new QWidget;
    auto *grid = m_grid = new QGridLayout(pair);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(12);
    for (int s = 0; s < 2; ++s) {
        m_headers[s] = new QLabel;
        m_views[s] = new CodeView;
        m_views[s]->setAccent(s == 0 ? Theme::layerNorm() : Theme::rmsNorm());
        m_produced[s] = new QLabel;
        m_produced[s]->setWordWrap(true);
        m_produced[s]->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_produced[s]->setAlignment(Qt::AlignTop | Qt::AlignLeft);
        grid->addWidget(m_headers[s], 0, s);
        grid->addWidget(m_views[s], 1, s);
        grid->addWidget(m_produced[s], 2, s);
        grid->setColumnStretch(s, 1);
    }
    grid->setRowStretch(6, 1);
    m_stack->addWidget(pair);
    auto *kernel = new QWidget;
    auto *kl = new QVBoxLayout(kernel);
    kl->setContentsMargins(0, 0, 0, 0);
    m_kernel = new CodeView;
    m_kernel->setAccent(Theme::rmsNorm());
    m_kernelNote = new QLabel;
    m_kernelNote->setWordWrap(true);
    m_kernelProduced = new QLabel;
    m_kernelProduced->setWordWrap(true);
    kl->addWidget(m_kernel);
    kl->addWidget(m_kernelProduced);
    kl->addWidget(m_kernelNote);
    kl->addStretch(1);
    m_stack->addWidget(kernel);
    // Long listings at a large zoom scroll rather than being cut.
    auto *scroll = new PagedScrollArea;
    // Not a Tab stop: arrows and PageUp/PageDown move the story, so a focused scroll area
    // could not scroll; Tab into a control inside scrolls it into view.
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setWidget(m_stack);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    outer->addWidget(scroll, 1);

    connect(controller, &LessonController::inputChanged, this, &CodePanel::refresh);
    setZoom(1.0);
    setStyle(Style::NumPy);
}

void CodePanel::showStep(int chapter, int step)
{
    const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(chapter);
    m_key = c && step >= 0 && step < c->stepCount() ? c->steps[step].key : QString();
    // The kernel step opens the kernel tab; the other steps the Python listings (the class's
    // choice of NumPy or PyTorch is kept).
    if (m_key == QLatin1String("kernel"))
        m_style = Style::Kernel;
    else if (m_style == Style::Kernel)
        m_style = Style::NumPy;
    refresh();
}

void CodePanel::setZoom(qreal zoom)
{
    ChapterPanel::setZoom(zoom);
    for (QPushButton *b : m_tabs)
        b->setFont(zoomedFont(Theme::FontRole::Control));
    m_copy->setFont(zoomedFont(Theme::FontRole::Control));
    m_copied->setFont(zoomedFont(Theme::FontRole::Small));
    for (int s = 0; s < 2; ++s) {
        m_headers[s]->setFont(zoomedFont(Theme::FontRole::Body, true));
        m_views[s]->setPointSize(Theme::pointSize(Theme::FontRole::Label) * zoom);
        m_produced[s]->setFont(zoomedFont(Theme::FontRole::Body));
    }
    m_kernel->setPointSize(Theme::pointSize(Theme::FontRole::Control) * zoom);
    m_kernelNote->setFont(zoomedFont(Theme::FontRole::Control));
    m_kernelProduced->setFont(zoomedFont(Theme::FontRole::Body));
    arrange();
}

void CodePanel::resizeEvent(QResizeEvent *event)
{
    ChapterPanel::resizeEvent(event);
    arrange();
}

void CodePanel::arrange()
{
    // Readable from the back of a room: at least 12 pt at zoom 1, growing with the zoom.
    const qreal readable = Theme::pointSize(Theme::FontRole::Small) * zoom();
    const qreal need = qMax(m_views[0]->widthFor(readable), m_views[1]->widthFor(readable));
    const bool stacked = (width() - 24 - m_grid->horizontalSpacing()) / 2.0 < need;
    if (stacked == m_stacked && m_grid->count() == 6)
        return;
    m_stacked = stacked;
    for (int s = 0; s < 2; ++s)
        for (QWidget *w : {static_cast<QWidget *>(m_headers[s]), static_cast<QWidget *>(m_views[s]),
                           static_cast<QWidget *>(m_produced[s])})
            m_grid->removeWidget(w);
    for (int s = 0; s < 2; ++s) {
        const int row = stacked ? 3 * s : 0;
        const int column = stacked ? 0 : s;
        m_grid->addWidget(m_headers[s], row, column);
        m_grid->addWidget(m_views[s], row + 1, column);
        m_grid->addWidget(m_produced[s], row + 2, column);
    }
    m_grid->setColumnStretch(1, stacked ? 0 : 1);
}

void CodePanel::setStyle(Style style)
{
    m_style = style;
    for (int i = 0; i < 3; ++i)
        m_tabs[i]->setChecked(i == int(style));
    refresh();
}

CodeView *CodePanel::codeView(Side side) const
{
    return m_style == Style::Kernel ? m_kernel : m_views[side == Side::LayerNorm ? 0 : 1];
}

QString CodePanel::producedText(Side side) const
{
    return m_style == Style::Kernel ? m_kernelProduced->text()
                                    : m_produced[side == Side::LayerNorm ? 0 : 1]->text();
}

QString CodePanel::copyText() const
{
    if (m_style == Style::Kernel)
        return CodeListings::listing(Style::Kernel, Side::RmsNorm).lines.join(QLatin1Char('\n')) +
               QLatin1Char('\n');
    QStringList rms = CodeListings::listing(m_style, Side::RmsNorm).lines;
    rms.removeFirst(); // one import line for both functions
    return CodeListings::listing(m_style, Side::LayerNorm).lines.join(QLatin1Char('\n')) +
           QLatin1Char('\n') + rms.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

void CodePanel::copyToClipboard()
{
    QApplication::clipboard()->setText(copyText());
    m_copied->setText(tr("Copied"));
    QTimer::singleShot(2000, m_copied, [label = m_copied] { label->clear(); });
}

void CodePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        refresh();
    ChapterPanel::changeEvent(event);
}

void CodePanel::refresh()
{
    m_tabs[0]->setText(tr("NumPy style"));
    m_tabs[1]->setText(tr("PyTorch style"));
    m_tabs[2]->setText(tr("This app's kernel (C++)"));
    m_tabs[int(m_style)]->setChecked(true);
    m_copy->setText(tr("Copy code"));
    m_copy->setToolTip(tr("Copies the listing shown to the clipboard"));
    m_headers[0]->setText(
        QStringLiteral("<span style='color:%1'>LayerNorm</span>").arg(Theme::layerNorm().name()));
    m_headers[1]->setText(
        QStringLiteral("<span style='color:%1'>RMSNorm</span>").arg(Theme::rmsNorm().name()));
    m_views[0]->setAccent(Theme::layerNorm());
    m_views[1]->setAccent(Theme::rmsNorm());
    m_kernel->setAccent(Theme::rmsNorm());

    const nk::NormTrace &ln = *controller()->layerNorm();
    const nk::NormTrace &rms = *controller()->rmsNorm();
    const nk::Precision p = ln.settings.precision;
    auto num = [p](double v) { return QString::fromStdString(NumberFormat::number(v, p)); };
    auto list = [p](const std::vector<double> &v) {
        return QString::fromStdString(NumberFormat::list(v, p));
    };
    const QString precision = QString::fromStdString(nk::toString(p));
    const QString compute =
        QString::fromStdString(nk::toString(NumberFormat::computePrecision(ln.settings)));
    if (m_style == Style::Kernel) {
        m_stack->setCurrentIndex(1);
        const CodeListings::Listing k = CodeListings::listing(Style::Kernel, Side::RmsNorm);
        m_kernel->setCode(k.lines, false);
        m_kernel->setHighlightedLines(CodeListings::linesFor(Style::Kernel, Side::RmsNorm, m_key));
        QString produced;
        if (m_key == QLatin1String("divide"))
            produced = tr("→ divisor = %1").arg(num(rms.step(StepId::Rms)->scalar));
        else if (m_key == QLatin1String("output"))
            produced = tr("→ y = %1 (rounded to %2)").arg(list(rms.output()), precision);
        else
            produced = tr("→ sum = Σx² = %1, meanSquare = %2, summed in %3")
                           .arg(num(rms.step(StepId::Square)->namedValue("sum_squares")),
                                num(rms.step(StepId::MeanSquare)->scalar), compute);
        m_kernelProduced->setText(produced);
        m_kernelNote->setText(
            tr("What a real kernel does differently from the Python above: one walk over x for "
               "Σx², the sum kept in the compute type C (float when sums accumulate in fp32, even "
               "for fp16 or bf16 input), then one walk that divides and scales; every operation "
               "is counted. Here x is stored in %1 and summed in %2.")
                .arg(precision, compute));
        Theme::setTextColour(m_kernelNote, Theme::mutedText());
        return;
    }
    m_stack->setCurrentIndex(0);
    for (int s = 0; s < 2; ++s) {
        const Side side = s == 0 ? Side::LayerNorm : Side::RmsNorm;
        const CodeListings::Listing l = CodeListings::listing(m_style, side);
        m_views[s]->setCode(l.lines, true);
        m_views[s]->setHighlightedLines(CodeListings::linesFor(m_style, side, m_key));
    }
    QString lnText, rmsText;
    if (m_key == QLatin1String("mean")) {
        lnText = tr("→ mu = %1").arg(num(ln.step(StepId::Mean)->scalar));
        rmsText = tr("no line: RMSNorm computes no mean");
    } else if (m_key == QLatin1String("statistic")) {
        lnText = tr("→ var = %1").arg(num(ln.step(StepId::Variance)->scalar));
        rmsText = tr("→ ms = %1").arg(num(rms.step(StepId::MeanSquare)->scalar));
    } else if (m_key == QLatin1String("divide")) {
        lnText = tr("→ x_hat = %1").arg(list(ln.normalized));
        rmsText = tr("→ divisor = %1").arg(num(rms.step(StepId::Rms)->scalar));
    } else if (m_key == QLatin1String("output")) {
        lnText = tr("→ returns %1").arg(list(ln.output()));
        rmsText = tr("→ returns %1").arg(list(rms.output()));
    } else {
        lnText = tr("x = %1, gamma = %2, beta = %3")
                     .arg(list(ln.storedInput), list(ln.settings.gamma), list(ln.settings.beta));
        rmsText = tr("x = %1, gamma = %2").arg(list(rms.storedInput), list(rms.settings.gamma));
    }
    arrange();
    m_produced[0]->setText(lnText + QStringLiteral("  ") +
                           tr("(%1, as set in Start)").arg(precision));
    m_produced[1]->setText(rmsText);
}

} // namespace nk::ui
