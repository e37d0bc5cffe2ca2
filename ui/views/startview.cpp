#include "startview.h"

#include "lessoncontroller.h"
#include "liveformula.h"
#include "narration.h"
#include "theme.h"
#include "vectorbareditor.h"
#include "vectortablemodel.h"

#include "normsettings.h"
#include "presets.h"
#include "traceformatter.h"
#include "vectorparser.h"

#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSlider>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace {

// Font sizes at zoom 1, in points: read from the back of a classroom at 1920×1080.
constexpr qreal kBodyPt = 15.0;
constexpr qreal kHeadingPt = 18.0;
constexpr qreal kVectorPt = 22.0;
constexpr qreal kHintPt = 13.0;

// Keys for the shared undo stack, apart from other widgets' ranges.
constexpr int kKeyBase = 0x53560000;

constexpr int kGammaSliderScale = 100; // slider steps per unit of γ and β
constexpr int kEpsSliderMin = -12;     // ε slider: 10^-12 … 10^0
constexpr int kEpsSliderMax = 0;

QString exact(double v)
{
    return QString::fromStdString(nk::TraceFormatter::number(v));
}

QString listText(const std::vector<double> &values)
{
    QStringList parts;
    for (double v : values)
        parts << exact(v);
    return parts.join(QStringLiteral(", "));
}

// The text still says what the controller holds: leave it alone (never rewrite what the user
// is typing).
bool textMeans(const QString &text, const std::vector<double> &values)
{
    const nk::ParseResult r = nk::VectorParser::parse(text.toStdString());
    return r.ok() && r.values == values;
}

QFont sized(QFont f, qreal pt, bool bold = false)
{
    f.setPointSizeF(pt);
    f.setBold(bold);
    return f;
}

} // namespace

StartView::StartView(LessonController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_language(Narration::languageKey(QLocale().name()))
{
    buildUi();
    retranslateUi();
    applyFonts();
    applyColours();
    m_typingKey = newGestureKey();
    m_gestureKey = newGestureKey();
    connect(m_controller, &LessonController::inputChanged, this, &StartView::sync);
    sync();
}

StartView::~StartView() = default;

int StartView::newGestureKey()
{
    static int counter = 0;
    counter = (counter + 1) % 0x10000;
    return kKeyBase + counter;
}

void StartView::buildUi()
{
    auto *root = new QVBoxLayout(this);
    root->setContentsMargins(24, 16, 24, 16);
    root->setSpacing(16);

    m_sceneSlot = new QWidget(this);
    m_sceneLayout = new QVBoxLayout(m_sceneSlot);
    m_sceneLayout->setContentsMargins(0, 0, 0, 0);
    m_sceneSlot->hide();
    root->addWidget(m_sceneSlot, 35);

    auto *content = new QHBoxLayout;
    content->setSpacing(28);
    root->addLayout(content, 65);

    // Left: where the vector comes from, and the vector itself.
    auto *left = new QVBoxLayout;
    left->setSpacing(8);
    auto *presetRow = new QHBoxLayout;
    m_presetLabel = new QLabel(this);
    m_presetCombo = new QComboBox(this);
    m_presetCombo->setObjectName(QStringLiteral("presetChooser"));
    m_presetCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (const nk::Preset &p : nk::Presets::all())
        m_presetCombo->addItem(QString(), QString::fromStdString(p.id));
    m_presetLabel->setBuddy(m_presetCombo);
    presetRow->addWidget(m_presetLabel);
    presetRow->addWidget(m_presetCombo);
    presetRow->addStretch(1);
    left->addLayout(presetRow);
    m_purposeLabel = new QLabel(this);
    m_purposeLabel->setWordWrap(true);
    m_purposeLabel->setTextFormat(Qt::PlainText);
    left->addWidget(m_purposeLabel);
    left->addSpacing(8);

    m_vectorLabel = new QLabel(this);
    m_vectorEdit = new QLineEdit(this);
    m_vectorEdit->setClearButtonEnabled(true);
    m_vectorLabel->setBuddy(m_vectorEdit);
    m_vectorEdit->installEventFilter(this);
    m_vectorError = new QLabel(this);
    m_vectorError->setWordWrap(true);
    m_vectorError->setTextFormat(Qt::RichText);
    m_vectorError->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_vectorError->hide();
    left->addWidget(m_vectorLabel);
    left->addWidget(m_vectorEdit);
    left->addWidget(m_vectorError);
    left->addSpacing(8);

    m_barsLabel = new QLabel(this);
    m_bars = new VectorBarEditor(m_controller, this);
    m_barsLabel->setBuddy(m_bars);
    left->addWidget(m_barsLabel);
    left->addWidget(m_bars, 1);
    content->addLayout(left, 3);

    // Right: the parameters.
    // The box carries the heading font; the fields sit in a body-font page inside it.
    m_parameterBox = new QGroupBox(this);
    auto *boxLayout = new QVBoxLayout(m_parameterBox);
    m_parameterPage = new QWidget(m_parameterBox);
    boxLayout->addWidget(m_parameterPage);
    auto *form = new QFormLayout(m_parameterPage);
    form->setContentsMargins(0, 0, 0, 0);
    form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setVerticalSpacing(6);
    form->setHorizontalSpacing(16);

    auto valueRow = [this, form](QLabel *&label, QLineEdit *&edit, QSlider *&slider,
                                 QLabel *&hint) {
        label = new QLabel(m_parameterPage);
        edit = new QLineEdit(m_parameterPage);
        slider = new QSlider(Qt::Horizontal, m_parameterPage);
        hint = new QLabel(m_parameterPage);
        hint->setWordWrap(true);
        label->setBuddy(edit);
        edit->installEventFilter(this);
        slider->installEventFilter(this);
        auto *fields = new QWidget(m_parameterPage);
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

    auto choiceRow = [this, form](QLabel *&label, QComboBox *&combo, int count) {
        label = new QLabel(m_parameterPage);
        combo = new QComboBox(m_parameterPage);
        for (int i = 0; i < count; ++i)
            combo->addItem(QString());
        label->setBuddy(combo);
        form->addRow(label, combo);
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

    m_parameterError = new QLabel(m_parameterPage);
    m_parameterError->setWordWrap(true);
    m_parameterError->hide();
    form->addRow(m_parameterError);

    // Right: the parameters, and one row per element under them.
    auto *right = new QVBoxLayout;
    right->setSpacing(8);
    right->addWidget(m_parameterBox);
    right->addSpacing(8);
    m_tableLabel = new QLabel(this);
    m_model = new VectorTableModel(m_controller, this);
    m_table = new QTableView(this);
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_table->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                             QAbstractItemView::AnyKeyPressed);
    m_table->setAlternatingRowColors(true);
    m_tableLabel->setBuddy(m_table);
    // Column 0 resizes to its contents whenever the model resets (γ/β columns come and go).
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    });
    right->addWidget(m_tableLabel);
    right->addWidget(m_table, 1);
    content->addLayout(right, 2);

    // Signals: user actions only (activated, textEdited), so syncing never feeds back.
    connect(m_presetCombo, &QComboBox::activated, this, [this](int index) {
        m_controller->applyPreset(m_presetCombo->itemData(index).toString());
    });
    connect(m_vectorEdit, &QLineEdit::textEdited, this, [this] { applyVectorText(false); });
    connect(m_vectorEdit, &QLineEdit::editingFinished, this, [this] { applyVectorText(true); });
    connect(m_gammaEdit, &QLineEdit::editingFinished, this,
            [this] { applyParameterText(Parameter::Gamma); });
    connect(m_betaEdit, &QLineEdit::editingFinished, this,
            [this] { applyParameterText(Parameter::Beta); });
    connect(m_epsEdit, &QLineEdit::editingFinished, this,
            [this] { applyParameterText(Parameter::Eps); });
    connect(m_gammaSlider, &QSlider::valueChanged, this,
            [this](int v) { applySlider(Parameter::Gamma, v); });
    connect(m_betaSlider, &QSlider::valueChanged, this,
            [this](int v) { applySlider(Parameter::Beta, v); });
    connect(m_epsSlider, &QSlider::valueChanged, this,
            [this](int v) { applySlider(Parameter::Eps, v); });
    for (QSlider *s : {m_gammaSlider, m_betaSlider, m_epsSlider})
        connect(s, &QSlider::sliderPressed, this, [this] { m_gestureKey = newGestureKey(); });
    for (QComboBox *c : {m_precisionCombo, m_accumulationCombo, m_varianceCombo})
        connect(c, &QComboBox::activated, this, &StartView::applyChoice);

    // A focused control keeps its arrow keys (the main window's story keys skip "editors");
    // the clicker's PageDown/PageUp still move the story.
    for (QWidget *w : std::initializer_list<QWidget *>{m_presetCombo, m_table, m_gammaSlider,
                                                       m_betaSlider, m_epsSlider, m_precisionCombo,
                                                       m_accumulationCombo, m_varianceCombo})
        w->setProperty("nkEditor", true);
}

void StartView::retranslateUi()
{
    m_presetLabel->setText(tr("&Preset:"));
    m_presetCombo->setAccessibleName(tr("Preset"));
    m_presetCombo->setPlaceholderText(tr("Your own vector"));
    m_presetCombo->setToolTip(tr("Load a prepared input with its parameters"));
    fillPresetTexts();

    m_vectorEdit->setAccessibleName(tr("Input vector"));
    m_vectorEdit->setPlaceholderText(tr("Type numbers separated by commas, e.g. 2, -1, 3"));
    m_vectorEdit->setToolTip(
        tr("Applied as you type whenever it reads as a vector; brackets, spaces, semicolons and "
           "full-width characters are fine"));
    m_vectorError->setAccessibleName(tr("Input error"));
    m_barsLabel->setText(tr("&Bars (drag to change a value)"));
    m_tableLabel->setText(tr("E&lements"));
    m_table->setAccessibleName(tr("Vector elements"));
    m_table->setAccessibleDescription(
        tr("One row per element: press F2 or start typing to change a value"));
    m_model->retranslate();

    m_parameterBox->setTitle(tr("Parameters"));
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
    m_epsEdit->setToolTip(tr("A small number added under the square root, e.g. 1e-5. "
                             "Up/Down multiply or divide it by 10."));
    m_epsSlider->setAccessibleName(tr("Epsilon slider (powers of ten)"));

    m_precisionLabel->setText(tr("P&recision:"));
    m_precisionCombo->setAccessibleName(tr("Precision"));
    m_precisionCombo->setItemText(0, tr("fp64 (double, the reference)"));
    m_precisionCombo->setItemText(1, tr("fp32 (single)"));
    m_precisionCombo->setItemText(2, tr("fp16 (half)"));
    m_precisionCombo->setItemText(3, tr("bf16 (bfloat16)"));
    m_accumulationLabel->setText(tr("&Sums in:"));
    m_accumulationCombo->setAccessibleName(tr("Accumulation"));
    m_accumulationCombo->setItemText(0, tr("the storage precision (naive code)"));
    m_accumulationCombo->setItemText(1, tr("fp32, as real kernels do"));
    m_varianceLabel->setText(tr("&Variance:"));
    m_varianceCombo->setAccessibleName(tr("Variance algorithm"));
    m_varianceCombo->setToolTip(tr("How LayerNorm gets σ²; RMSNorm needs no variance"));
    m_varianceCombo->setItemText(0, tr("two-pass: μ, then (xᵢ − μ)²"));
    m_varianceCombo->setItemText(1, tr("one-pass: E[x²] − μ²"));
    m_varianceCombo->setItemText(2, tr("Welford (running mean)"));
    m_parameterError->setAccessibleName(tr("Parameter error"));

    sync();
}

void StartView::fillPresetTexts()
{
    const auto &presets = nk::Presets::all();
    const bool zh = m_language == QLatin1String("zh");
    for (int i = 0; i < int(presets.size()) && i < m_presetCombo->count(); ++i) {
        const nk::Preset &p = presets[size_t(i)];
        m_presetCombo->setItemText(i, QString::fromStdString(zh ? p.titleZh : p.titleEn));
        m_presetCombo->setItemData(i, QString::fromStdString(zh ? p.purposeZh : p.purposeEn),
                                   Qt::ToolTipRole);
    }
}

void StartView::setLanguage(const QString &lang)
{
    const QString l = Narration::languageKey(lang);
    if (l == m_language)
        return;
    m_language = l;
    fillPresetTexts();
    syncPurpose();
}

void StartView::setZoom(qreal zoom)
{
    zoom = std::clamp(zoom, 0.5, 4.0);
    if (qFuzzyCompare(zoom, m_zoom))
        return;
    m_zoom = zoom;
    applyFonts();
}

void StartView::applyFonts()
{
    const QFont base = QApplication::font();
    const QFont body = sized(base, kBodyPt * m_zoom);
    const QFont heading = sized(base, kHeadingPt * m_zoom, true);
    // Every widget gets its font: under a style sheet (the main window has one) fonts do not
    // propagate from parent to child. The scene brings its own.
    setFont(body);
    for (QWidget *w : findChildren<QWidget *>()) {
        if (!m_sceneSlot->isAncestorOf(w))
            w->setFont(body);
    }
    // An ancestor's style sheet may size combo boxes; the closest style sheet wins.
    setStyleSheet(QStringLiteral("QComboBox { font-size: %1pt; }"
                                 " QComboBox#presetChooser { font-size: %2pt; }")
                      .arg(kBodyPt * m_zoom)
                      .arg(kHeadingPt * m_zoom));
    for (QLabel *l : {m_presetLabel, m_vectorLabel, m_barsLabel, m_tableLabel})
        l->setFont(heading);
    m_parameterBox->setFont(heading);
    m_parameterPage->setFont(sized(base, kBodyPt * m_zoom));
    m_presetCombo->setFont(sized(base, kHeadingPt * m_zoom));
    m_vectorEdit->setFont(sized(base, kVectorPt * m_zoom));
    for (QLabel *l : {m_gammaHint, m_betaHint, m_epsHint})
        l->setFont(sized(base, kHintPt * m_zoom));
    m_table->setFont(sized(base, kBodyPt * m_zoom));
    m_table->horizontalHeader()->setFont(sized(base, kBodyPt * m_zoom, true));
    const QFontMetrics fm(sized(base, kBodyPt * m_zoom));
    m_table->verticalHeader()->setDefaultSectionSize(fm.height() + 12);
}

void StartView::applyColours()
{
    for (QLabel *l : {m_purposeLabel, m_gammaHint, m_betaHint})
        Theme::setTextColour(l, Theme::mutedText());
    for (QLabel *l : {m_vectorError, m_parameterError})
        Theme::setTextColour(l, Theme::warning());
    // The ε note turns to the warning colour when ε is lost; sync() decides.
    sync();
}

void StartView::setSceneWidget(QWidget *scene)
{
    if (m_scene == scene)
        return;
    delete m_scene;
    m_scene = scene;
    if (m_scene)
        m_sceneLayout->addWidget(m_scene);
    m_sceneSlot->setVisible(m_scene != nullptr);
}

// ---- following the controller

void StartView::sync()
{
    if (!m_model) // still building
        return;
    if (!m_applying) {
        // Somebody else changed the input (undo, a drag, a preset): a new typing session.
        m_typingKey = newGestureKey();
    }
    // Hidden (another mode is showing): catch up when shown, so edits stay fast.
    if (!isVisible()) {
        m_stale = true;
        return;
    }
    syncNow();
}

void StartView::syncNow()
{
    m_stale = false;
    m_syncing = true;
    const auto &x = m_controller->input();
    const nk::NormSettings &s = m_controller->settings();
    const int d = int(x.size());

    const int presetIndex = m_presetCombo->findData(m_controller->presetId());
    m_presetCombo->setCurrentIndex(m_controller->presetId().isEmpty() ? -1 : presetIndex);
    syncPurpose();

    m_vectorLabel->setText(tr("&Vector x (d = %1):").arg(d));
    if (!textMeans(m_vectorEdit->text(), x)) {
        m_vectorEdit->setText(m_controller->inputText());
        m_vectorEdit->setCursorPosition(0);
        clearVectorError();
    } else if (m_controller->inputError().isEmpty()) {
        clearVectorError();
    }

    // A refused parameter text is replaced by the state below, so its message goes too.
    setParameterError({});
    auto syncEdit = [](QLineEdit *edit, const std::vector<double> &values) {
        if (!textMeans(edit->text(), values))
            edit->setText(listText(values));
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
                                           LiveFormula::number(stored, s.precision)));
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

void StartView::syncPurpose()
{
    const nk::Preset *p = nk::Presets::find(m_controller->presetId().toStdString());
    if (p) {
        const bool zh = m_language == QLatin1String("zh");
        m_purposeLabel->setText(QString::fromStdString(zh ? p->purposeZh : p->purposeEn));
    } else {
        m_purposeLabel->setText(
            tr("Your own vector. Choose a preset to start again from a prepared example."));
    }
}

// ---- the vector as text

void StartView::applyVectorText(bool finished)
{
    if (m_syncing)
        return;
    const QString text = m_vectorEdit->text();
    m_applying = true;
    // While typing, one session is one undo step. A malformed text leaves the controller's
    // last good vector, and the controller words the error in the UI language.
    if (m_controller->setInputText(text, m_typingKey))
        clearVectorError();
    else
        showVectorError(text);
    m_applying = false;
    if (finished)
        m_typingKey = newGestureKey();
}

void StartView::showVectorError(const QString &text)
{
    const QString message = m_controller->inputError();
    const int position = m_controller->inputErrorPosition();
    QString html = QStringLiteral("<b>%1</b>").arg(message.toHtmlEscaped());
    // Mark the offending character in a copy of the text (positions count characters).
    const QList<uint> chars = text.toUcs4();
    if (position >= 1 && position <= chars.size()) {
        auto piece = [&](int from, int to) {
            QString s;
            for (int i = from; i < to; ++i)
                s += QString::fromUcs4(reinterpret_cast<const char32_t *>(&chars[i]), 1);
            return s.toHtmlEscaped();
        };
        const QString mark = Theme::warning().name();
        html += QStringLiteral("<br><span style=\"color:%1\">%2</span>"
                               "<span style=\"background:%3;color:%4\">%5</span>"
                               "<span style=\"color:%1\">%6</span>")
                    .arg(Theme::mutedText().name(), piece(0, position - 1), mark,
                         Theme::surface().name(), piece(position - 1, position),
                         piece(position, int(chars.size())));
    }
    m_vectorError->setText(html);
    m_vectorError->show();
}

void StartView::clearVectorError()
{
    m_vectorError->clear();
    m_vectorError->hide();
}

// ---- parameters

bool StartView::commitSettings(const nk::NormSettings &settings, int mergeKey)
{
    if (auto problem = settings.problemFor(int(m_controller->input().size()))) {
        setParameterError(QString::fromStdString(*problem));
        return false;
    }
    setParameterError({});
    m_controller->setSettings(settings, mergeKey);
    return true;
}

void StartView::setParameterError(const QString &message)
{
    m_parameterError->setText(message);
    m_parameterError->setVisible(!message.isEmpty());
}

void StartView::applyParameterText(Parameter which)
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
            setParameterError(tr("%1 needs a value.").arg(name));
        else
            setParameterError(tr("%1: “%2” cannot be read at column %3.")
                                  .arg(name, edit->text())
                                  .arg(e.position));
        return;
    }
    const int d = int(m_controller->input().size());
    nk::NormSettings s = m_controller->settings();
    const int n = int(r.values.size());
    if (which == Parameter::Eps) {
        if (n != 1) {
            setParameterError(tr("ε takes one value; “%1” has %2.").arg(edit->text()).arg(n));
            return;
        }
        if (r.values.front() < 0) {
            setParameterError(tr("ε must not be negative."));
            return;
        }
        s.eps = r.values.front();
    } else {
        if (n != 1 && n != d) {
            setParameterError(tr("%1 takes one value, or %2 values (one per element); “%3” has %4.")
                                  .arg(name)
                                  .arg(d)
                                  .arg(edit->text())
                                  .arg(n));
            return;
        }
        (which == Parameter::Gamma ? s.gamma : s.beta) = r.values;
    }
    commitSettings(s, 0);
}

void StartView::stepParameter(Parameter which, int direction, bool newGesture)
{
    if (newGesture)
        m_gestureKey = newGestureKey();
    nk::NormSettings s = m_controller->settings();
    if (which == Parameter::Eps) {
        s.eps = s.eps > 0 ? (direction > 0 ? s.eps * 10 : s.eps / 10) : (direction > 0 ? 1e-12 : 0);
        s.eps = QString::number(s.eps, 'g', 12).toDouble();
    } else {
        std::vector<double> &v = which == Parameter::Gamma ? s.gamma : s.beta;
        if (v.size() != 1)
            return;
        const bool fine = QApplication::keyboardModifiers() & Qt::ShiftModifier;
        const double step = fine ? 0.01 : 0.1;
        v[0] = QString::number(std::round(v[0] / step + direction) * step, 'g', 12).toDouble();
    }
    commitSettings(s, m_gestureKey);
}

void StartView::applySlider(Parameter which, int position)
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
        s.eps = QString::number(std::pow(10.0, position), 'g', 12).toDouble();
        break;
    }
    commitSettings(s, m_gestureKey);
}

void StartView::applyChoice()
{
    if (m_syncing)
        return;
    nk::NormSettings s = m_controller->settings();
    s.precision = nk::Precision(m_precisionCombo->currentData().toInt());
    s.accumulation = nk::Accumulation(m_accumulationCombo->currentData().toInt());
    s.variance = nk::VarianceAlgorithm(m_varianceCombo->currentData().toInt());
    commitSettings(s, 0);
}

// ---- events

void StartView::showEvent(QShowEvent *event)
{
    if (m_stale)
        syncNow();
    QWidget::showEvent(event);
}

bool StartView::eventFilter(QObject *watched, QEvent *event)
{
    const bool isSlider =
        watched == m_gammaSlider || watched == m_betaSlider || watched == m_epsSlider;
    switch (event->type()) {
    case QEvent::FocusIn:
        if (watched == m_vectorEdit)
            m_typingKey = newGestureKey();
        break;
    case QEvent::MouseButtonPress:
        if (isSlider)
            m_gestureKey = newGestureKey();
        break;
    case QEvent::Wheel:
        // A wheel has no press: a pause of half a second starts a new undo step.
        if (isSlider && (!m_lastWheel.isValid() || m_lastWheel.elapsed() > 500))
            m_gestureKey = newGestureKey();
        if (isSlider)
            m_lastWheel.start();
        break;
    case QEvent::KeyPress: {
        auto *key = static_cast<QKeyEvent *>(event);
        if (isSlider && !key->isAutoRepeat()) {
            m_gestureKey = newGestureKey();
            break;
        }
        const bool up = key->key() == Qt::Key_Up;
        if ((up || key->key() == Qt::Key_Down) &&
            (watched == m_gammaEdit || watched == m_betaEdit || watched == m_epsEdit)) {
            const Parameter which = watched == m_gammaEdit  ? Parameter::Gamma
                                    : watched == m_betaEdit ? Parameter::Beta
                                                            : Parameter::Eps;
            stepParameter(which, up ? 1 : -1, !key->isAutoRepeat());
            return true;
        }
        break;
    }
    default:
        break;
    }
    return QWidget::eventFilter(watched, event);
}

void StartView::changeEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::LanguageChange:
        retranslateUi();
        break;
    case QEvent::PaletteChange:
    case QEvent::ApplicationPaletteChange:
        if (m_model)
            applyColours();
        break;
    default:
        break;
    }
    QWidget::changeEvent(event);
}
