#include "views/startview.h"

#include "lesson/lessoncontroller.h"
#include "lesson/narration.h"
#include "views/parameterpanel.h"
#include "base/theme.h"
#include "base/zoomrange.h"
#include "views/vectortextfield.h"
#include "controls/vectorbareditor.h"
#include "controls/vectortablemodel.h"

#include "io/presets.h"

#include <QApplication>
#include <QBoxLayout>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace nk::ui {

namespace {

QFont sized(QFont f, qreal pt)
{
    f.setPointSizeF(pt);
    return f;
}

} // namespace

StartView::StartView(LessonController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_language(Narration::languageKey(QLocale().name()))
{
    buildUi();
    // Drop-downs shrink with the window instead of widening it to their longest entry (the
    // English names are long); the open list still shows each entry whole.
    for (QComboBox *combo : findChildren<QComboBox *>()) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(10);
    }
    // Except the preset's: its row has room, and a cut name ("Worked exampl") is what the class
    // reads first. Fitted again when the language or the zoom changes the names' width.
    m_presetCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    retranslateUi();
    applyFonts();
    applyColours();
    connect(m_controller, &LessonController::inputChanged, this, &StartView::sync);
    sync();
}

StartView::~StartView()
{
    // ~QWidget closes a top-level view, which takes the focus out of its fields: their
    // editingFinished would then apply text through a half-destroyed view (UBSan caught it), and
    // the controller's answer would call back into it. Nothing applies from here on.
    disconnect(m_controller, nullptr, this, nullptr);
    disconnect(m_controller, nullptr, m_vectorField, nullptr);
    for (QLineEdit *edit : findChildren<QLineEdit *>())
        edit->blockSignals(true);
    m_vectorField->stopTyping();
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

    auto *content = new QBoxLayout(QBoxLayout::LeftToRight);
    m_columns = content;
    content->setSpacing(28);
    root->addLayout(content, 65);

    // Left: where the vector comes from, and the vector itself.
    auto *left = new QVBoxLayout;
    left->setSpacing(8);
    m_presetRow = new QBoxLayout(QBoxLayout::LeftToRight);
    m_presetLabel = new QLabel(this);
    m_presetCombo = new QComboBox(this);
    m_presetCombo->setObjectName(QStringLiteral("presetChooser"));
    for (const nk::Preset &p : nk::Presets::all())
        m_presetCombo->addItem(QString(), QString::fromStdString(p.id));
    m_presetLabel->setBuddy(m_presetCombo);
    m_presetRow->addWidget(m_presetLabel);
    m_presetRow->addWidget(m_presetCombo);
    m_presetRow->addStretch(1);
    left->addLayout(m_presetRow);
    m_purposeLabel = new QLabel(this);
    m_purposeLabel->setWordWrap(true);
    m_purposeLabel->setTextFormat(Qt::PlainText);
    left->addWidget(m_purposeLabel);
    left->addSpacing(8);

    m_vectorLabel = new QLabel(this);
    m_vectorField = new VectorTextField(m_controller, this);
    m_vectorLabel->setBuddy(m_vectorField->edit());
    left->addWidget(m_vectorLabel);
    left->addWidget(m_vectorField->edit());
    left->addWidget(m_vectorField->errorLabel());
    left->addSpacing(8);

    m_barsLabel = new QLabel(this);
    m_bars = new VectorBarEditor(m_controller, this);
    m_barsLabel->setBuddy(m_bars);
    left->addWidget(m_barsLabel);
    left->addWidget(m_bars, 1);
    content->addLayout(left, 3);

    m_parameters = new ParameterPanel(m_controller, this);

    // Right: the parameters, and one row per element under them.
    auto *right = new QVBoxLayout;
    right->setSpacing(8);
    right->addWidget(m_parameters);
    right->addSpacing(8);
    m_tableLabel = new QLabel(this);
    m_model = new VectorTableModel(m_controller, this);
    m_table = new QTableView(this);
    m_table->setTabKeyNavigation(false); // Tab moves on; arrows move between cells
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
        fitTableToRows();
        m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    });
    right->addWidget(m_tableLabel);
    right->addWidget(m_table, 1);
    content->addLayout(right, 2);

    // Signals: user actions only (activated, textEdited), so syncing never feeds back.
    connect(m_presetCombo, &QComboBox::activated, this, [this](int index) {
        m_controller->applyPreset(m_presetCombo->itemData(index).toString());
    });
    // A focused control keeps its arrow keys (the main window's story keys skip "editors");
    // the clicker's PageDown/PageUp still move the story.
    QList<QWidget *> editors = m_parameters->editors();
    editors << m_presetCombo << m_table;
    for (QWidget *w : std::as_const(editors))
        w->setProperty("nkEditor", true);
}

void StartView::retranslateUi()
{
    m_presetLabel->setText(tr("&Preset:"));
    m_presetCombo->setAccessibleName(tr("Preset"));
    m_presetCombo->setPlaceholderText(tr("Your own vector"));
    m_presetCombo->setToolTip(tr("Load a prepared input with its parameters"));
    fillPresetTexts();

    m_vectorField->retranslate();
    m_barsLabel->setText(tr("&Bars (drag to change a value)"));
    m_tableLabel->setText(tr("E&lements"));
    m_table->setAccessibleName(tr("Vector elements"));
    m_table->setAccessibleDescription(
        tr("One row per element: press F2 or start typing to change a value"));
    m_model->retranslate();

    m_parameters->retranslate();

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
    fitPresetRow();
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
    if (!ZoomRange::takeTextZoom(m_zoom, zoom))
        return;
    applyFonts();
    fitPresetRow();
    m_vectorField->updatePlaceholder();
}

void StartView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitPresetRow();
    m_vectorField->updatePlaceholder();
}

void StartView::fitPresetRow()
{
    // The preset's name is what the class reads first, and is never cut. The label sits beside
    // the chooser where both fit the column, above it where they don't (1280 × 720 at zoom 1.5);
    // a name still wider than the column is set smaller, down to the body's size.
    const int column = m_purposeLabel->width();
    const QFont base = QApplication::font();
    const qreal headingPt = Theme::pointSize(Theme::FontRole::Heading) * m_zoom;
    const QString headingSheet = QStringLiteral("QComboBox { font-size: %1pt; }").arg(headingPt);
    if (column <= 1) { // not laid out yet
        m_presetCombo->setStyleSheet(headingSheet);
        m_presetCombo->setFont(sized(base, headingPt));
        return;
    }
    auto widestName = [this](const QFont &font) {
        const QFontMetrics fm(font);
        int widest = 0;
        for (int i = 0; i < m_presetCombo->count(); ++i)
            widest = std::max(widest, fm.horizontalAdvance(m_presetCombo->itemText(i)));
        return widest;
    };
    // What the chooser adds around its text: frame, margins, arrow.
    const int chrome = m_presetCombo->sizeHint().width() - widestName(m_presetCombo->font());
    const int atHeading = widestName(sized(base, headingPt));
    const int needed =
        m_presetLabel->sizeHint().width() + m_presetRow->spacing() + chrome + atHeading;
    const bool beside = needed <= column;
    const auto direction = beside ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    if (m_presetRow->direction() != direction)
        m_presetRow->setDirection(direction);
    qreal pt = headingPt;
    if (!beside && chrome + atHeading > column && atHeading > 0)
        pt = std::max(Theme::pointSize(Theme::FontRole::Body) * m_zoom,
                      std::floor(2.0 * headingPt * (column - chrome) / atHeading) / 2.0);
    // The closest style sheet wins over an ancestor's; set on the chooser alone, it repolishes
    // only the chooser.
    const QString sheet = QStringLiteral("QComboBox { font-size: %1pt; }").arg(pt);
    if (m_presetCombo->styleSheet() != sheet) {
        m_presetCombo->setStyleSheet(sheet);
        m_presetCombo->setFont(sized(base, pt));
    }
}

void StartView::setPresenting(bool on)
{
    // One column while presenting: the class reads it a page at a time, and a page ends on a
    // whole line only where the two columns' lines would not have to meet.
    m_columns->setDirection(on ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
    m_presenting = on;
    fitTableToRows();
}

void StartView::fitTableToRows()
{
    // Presenting, the page keeps its own height: the element table asks for room for its rows
    // (a long vector's first few, the rest scrolling in it), or it would show one and a half.
    constexpr int kShownRows = 8;
    int height = 0;
    if (m_presenting) {
        const int rows = std::min(m_model->rowCount(), kShownRows);
        height = 2 * m_table->frameWidth() + m_table->horizontalHeader()->sizeHint().height() +
                 rows * m_table->verticalHeader()->defaultSectionSize();
    }
    m_table->setMinimumHeight(height);
}

void StartView::applyFonts()
{
    const QFont base = QApplication::font();
    const QFont body = Theme::font(Theme::FontRole::Body, m_zoom, false, base);
    const QFont heading = Theme::font(Theme::FontRole::Heading, m_zoom, true, base);
    // Every widget gets its font: under a style sheet (the main window has one) fonts do not
    // propagate from parent to child. The scene brings its own.
    setFont(body);
    for (QWidget *w : findChildren<QWidget *>()) {
        if (!m_sceneSlot->isAncestorOf(w))
            w->setFont(body);
    }
    // An ancestor's style sheet may size combo boxes; the closest style sheet wins.
    setStyleSheet(QStringLiteral("QComboBox { font-size: %1pt; }")
                      .arg(Theme::pointSize(Theme::FontRole::Body) * m_zoom));
    for (QLabel *l : {m_presetLabel, m_vectorLabel, m_barsLabel, m_tableLabel})
        l->setFont(heading);
    m_parameters->applyFonts(body, heading,
                             Theme::font(Theme::FontRole::Control, m_zoom, false, base));
    m_vectorField->edit()->setFont(Theme::font(Theme::FontRole::Display, m_zoom, false, base));
    m_table->setFont(Theme::font(Theme::FontRole::Body, m_zoom, false, base));
    m_table->horizontalHeader()->setFont(Theme::font(Theme::FontRole::Body, m_zoom, true, base));
    const QFontMetrics fm(Theme::font(Theme::FontRole::Body, m_zoom, false, base));
    m_table->verticalHeader()->setDefaultSectionSize(fm.height() + 12);
    fitTableToRows();
    // The error lines keep their room whether shown or not (the vector's: the message and the
    // marked input), so an error appearing while the teacher types does not move what is below.
    for (auto [error, lines] :
         {std::pair{m_vectorField->errorLabel(), 3}, std::pair{parameterErrorLabel(), 2}}) {
        QSizePolicy policy = error->sizePolicy();
        policy.setRetainSizeWhenHidden(true);
        error->setSizePolicy(policy);
        // A rich-text label adds its document margins to the lines.
        error->setMinimumHeight(lines * QFontMetrics(error->font()).lineSpacing() + 8);
    }
}

void StartView::applyColours()
{
    Theme::setTextColour(m_purposeLabel, Theme::mutedText());
    Theme::setTextColour(m_vectorField->errorLabel(), Theme::warning());
    m_parameters->applyColours();
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
    m_vectorField->inputChanged();
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
    const auto &x = m_controller->input();
    const int d = int(x.size());

    const int presetIndex = m_presetCombo->findData(m_controller->presetId());
    m_presetCombo->setCurrentIndex(m_controller->presetId().isEmpty() ? -1 : presetIndex);
    syncPurpose();

    m_vectorLabel->setText(tr("Vector &x (d = %1):").arg(d));
    m_vectorField->follow();

    m_parameters->sync();
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

// ---- events

void StartView::showEvent(QShowEvent *event)
{
    if (m_stale)
        syncNow();
    QWidget::showEvent(event);
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

// ---- the vector field's and the parameters' controls (tests, focus handling)

QLineEdit *StartView::vectorEdit() const
{
    return m_vectorField->edit();
}

QString StartView::vectorText() const
{
    return m_vectorField->text();
}

bool StartView::isVectorTextSummarized() const
{
    return m_vectorField->isSummarized();
}

QLabel *StartView::vectorErrorLabel() const
{
    return m_vectorField->errorLabel();
}

bool StartView::hasPendingTyping() const
{
    return m_vectorField->hasPendingTyping();
}

QLineEdit *StartView::gammaEdit() const
{
    return m_parameters->gammaEdit();
}

QLineEdit *StartView::betaEdit() const
{
    return m_parameters->betaEdit();
}

QLineEdit *StartView::epsEdit() const
{
    return m_parameters->epsEdit();
}

QSlider *StartView::gammaSlider() const
{
    return m_parameters->gammaSlider();
}

QComboBox *StartView::precisionChooser() const
{
    return m_parameters->precisionChooser();
}

QComboBox *StartView::accumulationChooser() const
{
    return m_parameters->accumulationChooser();
}

QComboBox *StartView::varianceChooser() const
{
    return m_parameters->varianceChooser();
}

QLabel *StartView::parameterErrorLabel() const
{
    return m_parameters->errorLabel();
}

} // namespace nk::ui
