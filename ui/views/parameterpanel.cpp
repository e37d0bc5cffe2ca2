#include "views/parameterpanel.h"

#include "lesson/lessoncontroller.h"
#include "base/numbertext.h"
#include "base/quotedtext.h"
#include "base/theme.h"
#include "views/undogesturekey.h"

#include "io/traceformatter.h"
#include "io/vectorparser.h"
#include "norm/normsettings.h"

#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QStyleOptionComboBox>
#include <QStyle>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QSlider>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

namespace nk::ui {

namespace {

constexpr int kGammaSliderScale = 100; // slider steps per unit of γ and β
constexpr int kEpsSliderMin = -12;     // ε slider: 10^-12 … 10^0
constexpr int kEpsSliderMax = 0;
// A wheel has no press: a pause this long starts a new undo step.
constexpr int kWheelGestureMs = 500;

// Text the user edits: the shortest form that reads back as the same double (display
// formatting would lose digits the user typed).
QString editableList(const std::vector<double> &values)
{
    QStringList parts;
    for (double v : values)
        parts << QString::fromStdString(nk::TraceFormatter::number(v));
    return parts.join(QStringLiteral(", "));
}

// The text still says what the controller holds: leave it alone (never rewrite what the user
// is typing).
bool textMeans(const QString &text, const std::vector<double> &values)
{
    const nk::ParseResult r = nk::VectorParser::parse(text.toStdString());
    return r.ok() && r.values == values;
}

// Rounds away binary noise from stepping (0.1 + 0.2 → 0.3).
double tidy(double v)
{
    return QString::number(v, 'g', 12).toDouble();
}

} // namespace

ParameterPanel::ParameterPanel(LessonController *controller, QWidget *parent)
    : QGroupBox(parent)
    , m_controller(controller)
{
    m_gestureKey = UndoGestureKey::next();
    // The box carries the heading font; the fields sit in a body-font page inside it.
    auto *boxLayout = new QVBoxLayout(this);
    m_page = new QWidget(this);
    boxLayout->addWidget(m_page);
    auto *form = new QFormLayout(m_page);
    form->setContentsMargins(0, 0, 0, 0);
    form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setVerticalSpacing(6);
    form->setHorizontalSpacing(16);

    auto valueRow = [this, form](QLabel *&label, QLineEdit *&edit, QSlider *&slider,
                                 QLabel *&hint) {
        label = new QLabel(m_page);
        edit = new QLineEdit(m_page);
        slider = new QSlider(Qt::Horizontal, m_page);
        hint = new QLabel(m_page);
        hint->setWordWrap(true);
        label->setBuddy(edit);
        // Per-element γ/β can be as long as the vector: no silent cut at 32767 characters.
        edit->setMaxLength(std::numeric_limits<int>::max());
        edit->installEventFilter(this);
        slider->installEventFilter(this);
        auto *fields = new QWidget(m_page);
        auto *grid = new QVBoxLayout(fields);
        grid->setContentsMargins(0, 0, 0, 0);
        grid->setSpacing(2);
        auto *line = new QHBoxLayout;
        line->addWidget(edit, 2);
        line->addWidget(slider, 3);
        grid->addLayout(line);
        grid->addWidget(hint);
        form->addRow(label, fields);
    };
    valueRow(m_gammaLabel, m_gammaEdit, m_gammaSlider, m_gammaHint);
    valueRow(m_betaLabel, m_betaEdit, m_betaSlider, m_betaHint);
    valueRow(m_epsLabel, m_epsEdit, m_epsSlider, m_epsHint);
    m_gammaSlider->setRange(0, 3 * kGammaSliderScale);
    m_betaSlider->setRange(-3 * kGammaSliderScale, 3 * kGammaSliderScale);
    m_epsSlider->setRange(kEpsSliderMin, kEpsSliderMax);
    m_epsSlider->setPageStep(1);
    for (QSlider *s : {m_gammaSlider, m_betaSlider})
        s->setPageStep(kGammaSliderScale / 4);

    // The choices have a form of their own: their labels go above them when the longest entry
    // does not fit beside its label (fitChoiceRows), while the values keep theirs beside.
    m_choiceForm = new QFormLayout;
    m_choiceForm->setContentsMargins(0, 0, 0, 0);
    m_choiceForm->setRowWrapPolicy(QFormLayout::DontWrapRows);
    m_choiceForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_choiceForm->setVerticalSpacing(6);
    m_choiceForm->setHorizontalSpacing(16);
    form->addRow(m_choiceForm);
    auto choiceRow = [this](QLabel *&label, QComboBox *&combo, int count) {
        label = new QLabel(m_page);
        combo = new QComboBox(m_page);
        for (int i = 0; i < count; ++i)
            combo->addItem(QString());
        label->setBuddy(combo);
        m_choiceForm->addRow(label, combo);
    };
    choiceRow(m_precisionLabel, m_precisionCombo, 4);
    choiceRow(m_accumulationLabel, m_accumulationCombo, 2);
    choiceRow(m_varianceLabel, m_varianceCombo, 3);
    // Item data: the core's enums, in the order of their declarations.
    for (int i = 0; i < 4; ++i)
        m_precisionCombo->setItemData(i, int(nk::Precision(i)));
    for (int i = 0; i < 2; ++i)
        m_accumulationCombo->setItemData(i, int(nk::Accumulation(i)));
    for (int i = 0; i < 3; ++i)
        m_varianceCombo->setItemData(i, int(nk::VarianceAlgorithm(i)));

    m_error = new QLabel(m_page);
    m_error->setWordWrap(true);
    // Its width is the layout's to give: a long line wraps and never widens the window.
    m_error->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_error->setMinimumWidth(1);
    m_error->hide();
    form->addRow(m_error);

    // Signals: user actions only (activated, editingFinished), so syncing never feeds back.
    connect(m_gammaEdit, &QLineEdit::editingFinished, this,
            [this] { applyText(Parameter::Gamma); });
    connect(m_betaEdit, &QLineEdit::editingFinished, this, [this] { applyText(Parameter::Beta); });
    connect(m_epsEdit, &QLineEdit::editingFinished, this, [this] { applyText(Parameter::Eps); });
    connect(m_gammaSlider, &QSlider::valueChanged, this,
            [this](int v) { applySlider(Parameter::Gamma, v); });
    connect(m_betaSlider, &QSlider::valueChanged, this,
            [this](int v) { applySlider(Parameter::Beta, v); });
    connect(m_epsSlider, &QSlider::valueChanged, this,
            [this](int v) { applySlider(Parameter::Eps, v); });
    for (QSlider *s : {m_gammaSlider, m_betaSlider, m_epsSlider})
        connect(s, &QSlider::sliderPressed, this,
                [this] { m_gestureKey = UndoGestureKey::next(); });
    for (QComboBox *c : {m_precisionCombo, m_accumulationCombo, m_varianceCombo})
        connect(c, &QComboBox::activated, this, [this] { applyChoice(); });
}

ParameterPanel::~ParameterPanel()
{
    // ~QWidget closes a top-level panel, taking the focus out of its fields: editingFinished
    // would then run a slot on a half-destroyed panel.
    for (QLineEdit *edit : findChildren<QLineEdit *>())
        edit->blockSignals(true);
}

QList<QWidget *> ParameterPanel::editors() const
{
    return {m_gammaSlider,    m_betaSlider,        m_epsSlider,
            m_precisionCombo, m_accumulationCombo, m_varianceCombo};
}

void ParameterPanel::retranslate()
{
    setTitle(tr("Parameters"));
    const QString valuesTip = tr("One value, or one per element separated by commas. "
                                 "Up/Down change a single value by 0.1 (Shift: 0.01).");
    m_gammaLabel->setText(tr("Scale &γ:"));
    m_gammaEdit->setAccessibleName(tr("Gamma"));
    m_gammaEdit->setToolTip(valuesTip);
    m_gammaSlider->setAccessibleName(tr("Gamma slider"));
    m_betaLabel->setText(tr("Shift &β:"));
    m_betaEdit->setAccessibleName(tr("Beta"));
    m_betaEdit->setToolTip(valuesTip);
    m_betaSlider->setAccessibleName(tr("Beta slider"));
    m_betaHint->setText(tr("LayerNorm only: RMSNorm has no β."));
    m_epsLabel->setText(tr("&ε:"));
    m_epsEdit->setAccessibleName(tr("Epsilon"));
    m_epsEdit->setToolTip(tr("The stabilizing constant ε, added under the square root so the "
                             "divisor √(σ² + ε) stays away from zero; the default is %1. Up/Down "
                             "multiply or divide it by 10.")
                              .arg(NumberText::number(nk::NormSettings{}.eps, 6)));
    m_epsSlider->setAccessibleName(tr("Epsilon slider (powers of ten)"));

    m_precisionLabel->setText(tr("P&recision:"));
    m_precisionCombo->setAccessibleName(tr("Precision"));
    m_precisionCombo->setItemText(0, tr("fp64 (double, the reference)"));
    m_precisionCombo->setItemText(1, tr("fp32 (single)"));
    m_precisionCombo->setItemText(2, tr("fp16 (half)"));
    m_precisionCombo->setItemText(3, tr("bf16 (bfloat16)"));
    m_accumulationLabel->setText(tr("Acc&umulation precision:"));
    m_accumulationCombo->setAccessibleName(tr("Accumulation precision"));
    m_accumulationCombo->setItemText(0, tr("the storage precision (naive code)"));
    m_accumulationCombo->setItemText(1, tr("fp32, as real kernels do"));
    m_varianceLabel->setText(tr("V&ariance:"));
    m_varianceCombo->setAccessibleName(tr("Variance algorithm"));
    m_varianceCombo->setToolTip(tr("How LayerNorm gets σ²; RMSNorm needs no variance"));
    m_varianceCombo->setItemText(0, tr("two-pass: μ, then (xᵢ − μ)²"));
    m_varianceCombo->setItemText(1, tr("one-pass: E[x²] − μ²"));
    m_varianceCombo->setItemText(2, tr("Welford (running mean)"));
    m_error->setAccessibleName(tr("Parameter error"));
    fitChoiceRows();
}

void ParameterPanel::applyFonts(const QFont &body, const QFont &heading, const QFont &hint)
{
    setFont(heading);
    m_page->setFont(body);
    for (QWidget *w : m_page->findChildren<QWidget *>())
        w->setFont(body);
    // Each hint keeps two lines' room, so a longer hint (a warning about ε, per-element γ)
    // does not push the fields below it while the teacher types.
    for (QLabel *l : {m_gammaHint, m_betaHint, m_epsHint}) {
        l->setFont(hint);
        l->setMinimumHeight(2 * QFontMetrics(hint).lineSpacing() + 4);
    }
    fitChoiceRows();
}

void ParameterPanel::resizeEvent(QResizeEvent *event)
{
    QGroupBox::resizeEvent(event);
    fitChoiceRows();
}

void ParameterPanel::fitChoiceRows()
{
    // Both forms' labels one width, so that every field starts at the same x.
    const QList<QLabel *> labels = {m_gammaLabel,     m_betaLabel,         m_epsLabel,
                                    m_precisionLabel, m_accumulationLabel, m_varianceLabel};
    int labelWidth = 0;
    for (QLabel *l : labels) {
        l->setMinimumWidth(0);
        labelWidth = std::max(labelWidth, l->sizeHint().width());
    }
    for (QLabel *l : labels)
        l->setMinimumWidth(labelWidth);
    // A chooser shows its entry whole only as wide as its widest entry (never cut): beside the
    // labels where that fits the page, under them where it does not.
    int needed = 0;
    for (QComboBox *c : {m_precisionCombo, m_accumulationCombo, m_varianceCombo}) {
        int widest = 0;
        for (int i = 0; i < c->count(); ++i)
            widest = std::max(widest, c->fontMetrics().horizontalAdvance(c->itemText(i)));
        QStyleOptionComboBox option;
        option.initFrom(c);
        needed =
            std::max(needed, c->style()
                                 ->sizeFromContents(QStyle::CT_ComboBox, &option,
                                                    QSize(widest, c->fontMetrics().height()), c)
                                 .width());
    }
    const bool beside = labelWidth + m_choiceForm->horizontalSpacing() + needed <= m_page->width();
    const auto policy = beside ? QFormLayout::DontWrapRows : QFormLayout::WrapAllRows;
    if (m_choiceForm->rowWrapPolicy() != policy)
        m_choiceForm->setRowWrapPolicy(policy);
}

void ParameterPanel::applyColours()
{
    for (QLabel *l : {m_gammaHint, m_betaHint})
        Theme::setTextColour(l, Theme::mutedText());
    Theme::setTextColour(m_error, Theme::warning());
    // The ε note turns to the warning colour when ε is lost; sync() decides.
    sync();
}

void ParameterPanel::sync()
{
    m_syncing = true;
    const nk::NormSettings &s = m_controller->settings();
    const int d = int(m_controller->input().size());

    // A refused parameter text is replaced by the state below, so its message goes too.
    setError({});
    auto syncEdit = [](QLineEdit *edit, const std::vector<double> &values) {
        if (!textMeans(edit->text(), values))
            edit->setText(editableList(values));
    };
    syncEdit(m_gammaEdit, s.gamma);
    syncEdit(m_betaEdit, s.beta);
    syncEdit(m_epsEdit, {s.eps});
    m_gammaSlider->setEnabled(s.gamma.size() == 1);
    m_betaSlider->setEnabled(s.beta.size() == 1);
    m_gammaSlider->setValue(
        int(std::lround(std::clamp(s.gamma.front(), 0.0, 3.0) * kGammaSliderScale)));
    m_betaSlider->setValue(
        int(std::lround(std::clamp(s.beta.front(), -3.0, 3.0) * kGammaSliderScale)));
    m_epsSlider->setValue(
        s.eps > 0 ? std::clamp(int(std::lround(std::log10(s.eps))), kEpsSliderMin, kEpsSliderMax)
                  : kEpsSliderMin);
    m_gammaHint->setText(s.gamma.size() == 1
                             ? tr("One value for all, or %1 values, one per element.").arg(d)
                             : tr("One value per element (%1 values).").arg(d));

    // What ε became in the chosen precision: in fp16, 1e-8 is 0 and no longer guards anything.
    if (const auto ln = m_controller->layerNorm()) {
        const nk::TraceStep *norm = ln->step(nk::StepId::Normalize);
        const double stored = norm ? norm->namedValue("eps", s.eps) : s.eps;
        const bool lost = norm && norm->flags.epsLost;
        m_epsHint->setText(lost ? tr("Stored in %1 as 0: ε is lost and no longer guards the "
                                     "divisor.")
                                      .arg(m_precisionCombo->itemText(int(s.precision)))
                                : tr("Stored in %1 as %2.")
                                      .arg(m_precisionCombo->itemText(int(s.precision)),
                                           NumberText::number(stored, s.precision)));
        Theme::setTextColour(m_epsHint, lost ? Theme::warning() : Theme::mutedText());
    }

    m_precisionCombo->setCurrentIndex(m_precisionCombo->findData(int(s.precision)));
    m_accumulationCombo->setCurrentIndex(m_accumulationCombo->findData(int(s.accumulation)));
    m_varianceCombo->setCurrentIndex(m_varianceCombo->findData(int(s.variance)));
    // fp64 and fp32 compute in their own type either way: the choice only matters below fp32.
    const bool low = s.precision == nk::Precision::Fp16 || s.precision == nk::Precision::Bf16;
    m_accumulationCombo->setEnabled(low);
    m_accumulationCombo->setToolTip(low ? tr("Where sums and statistics are computed")
                                        : tr("Only matters for fp16 and bf16"));
    m_syncing = false;
}

bool ParameterPanel::commit(const nk::NormSettings &settings, int mergeKey)
{
    if (auto problem = settings.problemFor(int(m_controller->input().size()))) {
        setError(QString::fromStdString(*problem));
        return false;
    }
    setError({});
    m_controller->setSettings(settings, mergeKey);
    return true;
}

void ParameterPanel::setError(const QString &message)
{
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
}

void ParameterPanel::applyText(Parameter which)
{
    if (m_syncing)
        return;
    QLineEdit *edit = which == Parameter::Gamma  ? m_gammaEdit
                      : which == Parameter::Beta ? m_betaEdit
                                                 : m_epsEdit;
    const QString name = which == Parameter::Gamma  ? tr("γ")
                         : which == Parameter::Beta ? tr("β")
                                                    : tr("ε");
    const nk::ParseResult r = nk::VectorParser::parse(edit->text().toStdString());
    if (!r.ok()) {
        // Named here rather than through the controller, whose error belongs to the vector.
        const nk::ParseError &e = *r.error;
        if (e.kind == nk::ParseErrorKind::Empty)
            setError(tr("%1 needs a value.").arg(name));
        else
            setError(tr("%1: “%2” cannot be read at column %3.")
                         .arg(name, QuotedText::excerpt(edit->text()))
                         .arg(e.position));
        return;
    }
    const int d = int(m_controller->input().size());
    nk::NormSettings s = m_controller->settings();
    const int n = int(r.values.size());
    if (which == Parameter::Eps) {
        if (n != 1) {
            setError(tr("ε takes one value; “%1” has %2.")
                         .arg(QuotedText::excerpt(edit->text()))
                         .arg(n));
            return;
        }
        if (r.values.front() < 0) {
            setError(tr("ε must not be negative."));
            return;
        }
        s.eps = r.values.front();
    } else {
        if (n != 1 && n != d) {
            setError(tr("%1 takes one value, or %2 values (one per element); “%3” has %4.")
                         .arg(name)
                         .arg(d)
                         .arg(QuotedText::excerpt(edit->text()))
                         .arg(n));
            return;
        }
        (which == Parameter::Gamma ? s.gamma : s.beta) = r.values;
    }
    commit(s, 0);
}

void ParameterPanel::step(Parameter which, int direction, bool newGesture)
{
    if (newGesture)
        m_gestureKey = UndoGestureKey::next();
    nk::NormSettings s = m_controller->settings();
    if (which == Parameter::Eps) {
        s.eps = s.eps > 0 ? (direction > 0 ? s.eps * 10 : s.eps / 10) : (direction > 0 ? 1e-12 : 0);
        s.eps = tidy(s.eps);
    } else {
        std::vector<double> &v = which == Parameter::Gamma ? s.gamma : s.beta;
        if (v.size() != 1)
            return;
        const bool fine = QApplication::keyboardModifiers() & Qt::ShiftModifier;
        const double step = fine ? 0.01 : 0.1;
        v[0] = tidy(std::round(v[0] / step + direction) * step);
    }
    commit(s, m_gestureKey);
}

void ParameterPanel::applySlider(Parameter which, int position)
{
    if (m_syncing)
        return;
    nk::NormSettings s = m_controller->settings();
    switch (which) {
    case Parameter::Gamma:
        s.gamma = {double(position) / kGammaSliderScale};
        break;
    case Parameter::Beta:
        s.beta = {double(position) / kGammaSliderScale};
        break;
    case Parameter::Eps:
        s.eps = tidy(std::pow(10.0, position));
        break;
    }
    commit(s, m_gestureKey);
}

void ParameterPanel::applyChoice()
{
    if (m_syncing)
        return;
    nk::NormSettings s = m_controller->settings();
    s.precision = nk::Precision(m_precisionCombo->currentData().toInt());
    s.accumulation = nk::Accumulation(m_accumulationCombo->currentData().toInt());
    s.variance = nk::VarianceAlgorithm(m_varianceCombo->currentData().toInt());
    commit(s, 0);
}

bool ParameterPanel::eventFilter(QObject *watched, QEvent *event)
{
    const bool isSlider =
        watched == m_gammaSlider || watched == m_betaSlider || watched == m_epsSlider;
    switch (event->type()) {
    case QEvent::MouseButtonPress:
        if (isSlider)
            m_gestureKey = UndoGestureKey::next();
        break;
    case QEvent::Wheel:
        if (isSlider && (!m_lastWheel.isValid() || m_lastWheel.elapsed() > kWheelGestureMs))
            m_gestureKey = UndoGestureKey::next();
        if (isSlider)
            m_lastWheel.start();
        break;
    case QEvent::KeyPress: {
        auto *key = static_cast<QKeyEvent *>(event);
        if (isSlider && !key->isAutoRepeat()) {
            m_gestureKey = UndoGestureKey::next();
            break;
        }
        const bool up = key->key() == Qt::Key_Up;
        if ((up || key->key() == Qt::Key_Down) &&
            (watched == m_gammaEdit || watched == m_betaEdit || watched == m_epsEdit)) {
            const Parameter which = watched == m_gammaEdit  ? Parameter::Gamma
                                    : watched == m_betaEdit ? Parameter::Beta
                                                            : Parameter::Eps;
            step(which, up ? 1 : -1, !key->isAutoRepeat());
            return true;
        }
        break;
    }
    default:
        break;
    }
    return QGroupBox::eventFilter(watched, event);
}

} // namespace nk::ui
