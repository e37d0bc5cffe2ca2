#include "lesson/lessoncontroller.h"

#include "lesson/chaptercatalog.h"
#include "lesson/inputerrorwords.h"
#include "lesson/lessonchapterscommand.h"
#include "lesson/lessondetour.h"
#include "lesson/lessoneditcommand.h"
#include "lesson/lessonflow.h"
#include "lesson/lessonroute.h"
#include "lesson/playbackclock.h"
#include "lesson/scenetiming.h"
#include "norm/layernormtrace.h"
#include "io/presets.h"
#include "norm/rmsnormtrace.h"
#include "norm/stepclock.h"
#include "lesson/stepnotecommand.h"
#include "io/traceformatter.h"
#include "io/vectorparser.h"

#include <QCoreApplication>
#include <QUndoStack>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace nk::ui {

namespace {

// In the order of LessonController::Mode.
const char *const kModeNames[] = {"start", "execute", "monitor", "finish"};

} // namespace

LessonController::LessonController(QObject *parent)
    : QObject(parent)
    , m_undoStack(new QUndoStack(this))
    , m_clock(new PlaybackClock(this))
{
    m_chapter = ChapterCatalog::instance().defaultId();
    connect(m_clock, &PlaybackClock::advanced, this, &LessonController::advancePlayback);
    connect(m_clock, &PlaybackClock::speedChanged, this, &LessonController::speedChanged);
    const nk::Preset *p = nk::Presets::find(nk::Presets::kWorkedExample);
    setState(p->input, p->settings, QString::fromLatin1(nk::Presets::kWorkedExample));
    m_detour = new LessonDetour(this);
}

LessonController::~LessonController()
{
    // QUndoStack's destructor clears the stack, which emits indexChanged: by then this is only a
    // QObject, so no slot (the detour's, a view's) may hear it.
    m_undoStack->disconnect();
    delete m_undoStack;
    m_undoStack = nullptr;
}

QString LessonController::modeName(Mode mode)
{
    return QString::fromLatin1(kModeNames[int(mode)]);
}

std::optional<LessonController::Mode> LessonController::modeFromName(const QString &name)
{
    for (int i = 0; i < int(std::size(kModeNames)); ++i) {
        if (name == QLatin1String(kModeNames[i]))
            return Mode(i);
    }
    return std::nullopt;
}

QString LessonController::inputText() const
{
    QStringList parts;
    parts.reserve(int(m_input.size()));
    for (double v : m_input)
        parts << QString::fromStdString(nk::TraceFormatter::number(v));
    return parts.join(QStringLiteral(", "));
}

int LessonController::stepCount() const
{
    const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(m_chapter);
    return c ? std::max(1, c->stepCount()) : 1;
}

double LessonController::stepSeconds() const
{
    // The step playing forward from m_time: the one whose slot (s, s + 1] m_time is in, or the
    // next one from a pause point.
    const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(m_chapter);
    if (!c)
        return SceneTiming::kDefaultStepSeconds;
    const int step =
        std::clamp(int(std::floor(m_time + nk::StepClock::kTolerance)), 0, c->stepCount() - 1);
    return SceneTiming::stepSeconds(c->scene, c->steps[step].beat);
}

double LessonController::sceneTime() const
{
    const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(m_chapter);
    if (!c)
        return m_time;
    const int step = nk::StepClock::currentStep(m_time, c->stepCount());
    const int slot = SceneTiming::beatSlot(c->scene, c->steps[step].beat);
    return slot < 0 ? m_time : slot + nk::StepClock::progress(m_time, step);
}

int LessonController::currentStep() const
{
    return nk::StepClock::currentStep(m_time, stepCount());
}

QString LessonController::currentPresetId(const QString &id)
{
    // A lesson file or a script may name a preset by the id it had before it was renamed.
    if (id.isEmpty())
        return id;
    const nk::Preset *p = nk::Presets::find(id.toStdString());
    return p ? QString::fromStdString(p->id) : id;
}

void LessonController::setState(const std::vector<double> &input, const nk::NormSettings &settings,
                                const QString &presetId)
{
    m_input = input;
    m_settings = settings;
    m_presetId = currentPresetId(presetId);
    m_layerNorm = std::make_shared<const nk::NormTrace>(nk::traceLayerNorm(m_input, m_settings));
    m_rmsNorm = std::make_shared<const nk::NormTrace>(nk::traceRmsNorm(m_input, m_settings));
    if (!m_inputError.isEmpty()) {
        m_inputError.clear();
        m_inputErrorPosition = 0;
    }
    emit inputChanged();
}

void LessonController::pushEdit(const std::vector<double> &input, const nk::NormSettings &settings,
                                const QString &given, int mergeKey, const QString &text)
{
    const QString presetId = currentPresetId(given);
    if (input == m_input && settings == m_settings && presetId == m_presetId)
        return;
    if (auto problem = settings.problemFor(int(input.size()))) {
        m_inputError = QString::fromStdString(*problem);
        emit inputRejected();
        return;
    }
    if (deferredPastUndo([=] { pushEdit(input, settings, given, mergeKey, text); }))
        return;
    m_undoStack->push(new LessonEditCommand(this, {m_input, m_settings, m_presetId},
                                            {input, settings, presetId}, mergeKey, text));
}

bool LessonController::setInputText(const QString &text, int mergeKey)
{
    const nk::ParseResult r = nk::VectorParser::parse(text.toStdString());
    if (!r.ok()) {
        m_inputError = InputErrorWords::text(*r.error);
        m_inputErrorPosition = r.error->position;
        emit inputRejected();
        return false;
    }
    nk::NormSettings s = m_settings;
    // Per-element γ/β follow the length; a changed length falls back to their first value.
    if (s.gamma.size() != 1 && s.gamma.size() != r.values.size())
        s.gamma = {s.gamma.front()};
    if (s.beta.size() != 1 && s.beta.size() != r.values.size())
        s.beta = {s.beta.front()};
    pushEdit(r.values, s, presetAfterEdit(r.values, s), s == m_settings ? mergeKey : 0,
             tr("Edit vector"));
    return true;
}

void LessonController::setElement(int index, double value, int mergeKey)
{
    if (index < 0 || index >= int(m_input.size()) || !std::isfinite(value))
        return;
    std::vector<double> x = m_input;
    x[size_t(index)] = value;
    pushEdit(x, m_settings, presetAfterEdit(x, m_settings), mergeKey,
             tr("Change x%1").arg(index + 1));
}

void LessonController::setInput(const std::vector<double> &input, int mergeKey)
{
    if (input.empty() || int(input.size()) > nk::kMaxDimension)
        return;
    pushEdit(input, m_settings, presetAfterEdit(input, m_settings), mergeKey, tr("Edit vector"));
}

QString LessonController::presetAfterEdit(const std::vector<double> &input,
                                          const nk::NormSettings &settings) const
{
    // An edit that changes nothing (leaving the field, Enter on the same text) keeps the preset;
    // any change makes the vector the user's own.
    return input == m_input && settings == m_settings ? m_presetId : QString();
}

void LessonController::applyPreset(const QString &id)
{
    const nk::Preset *p = nk::Presets::find(id.toStdString());
    if (!p)
        return;
    pushEdit(p->input, p->settings, id, 0, tr("Load preset"));
}

void LessonController::loadCase(const std::vector<double> &input, const nk::NormSettings &settings,
                                const QString &presetId)
{
    pushEdit(input, settings, presetId, 0, tr("Load case"));
}

void LessonController::setSettings(const nk::NormSettings &settings, int mergeKey)
{
    pushEdit(m_input, settings, m_presetId, mergeKey, tr("Change parameters"));
}

void LessonController::loadExample(const std::vector<double> &input,
                                   const nk::NormSettings &settings, const QString &presetId,
                                   const QString &undoText)
{
    pushEdit(input, settings, presetId, 0, undoText);
}

void LessonController::applyPendingEdits()
{
    emit pendingEditsRequested();
}

void LessonController::setNotes(const QString &notes)
{
    if (notes == m_notes)
        return;
    m_notes = notes;
    emit notesChanged();
}

bool LessonController::usesChapter(int chapter) const
{
    return route().uses(chapter);
}

void LessonController::setLessonChapters(const QList<int> &chapters)
{
    QList<int> ordered;
    for (int c : ChapterCatalog::instance().ids())
        if (chapters.contains(c))
            ordered << c;
    if (ordered.size() == ChapterCatalog::instance().ids().size())
        ordered.clear();
    if (ordered == m_lessonChapters)
        return;
    m_lessonChapters = ordered;
    emit lessonChaptersChanged();
}

bool LessonController::deferredPastUndo(const std::function<void()> &push)
{
    if (!isApplyingUndo())
        return false;
    QMetaObject::invokeMethod(this, push, Qt::QueuedConnection);
    return true;
}

void LessonController::chooseLessonChapters(const QList<int> &chapters)
{
    if (deferredPastUndo([=] { chooseLessonChapters(chapters); }))
        return;
    const QList<int> before = m_lessonChapters;
    setLessonChapters(chapters);
    if (m_lessonChapters == before)
        return;
    const QList<int> after = m_lessonChapters;
    m_lessonChapters = before; // the command's redo applies it
    m_undoStack->push(new LessonChaptersCommand(
        this, before, after, QCoreApplication::translate("LessonController", "Choose chapters")));
}

LessonRoute LessonController::route() const
{
    return LessonRoute(ChapterCatalog::instance().ids(), m_lessonChapters);
}

int LessonController::firstLessonChapter() const
{
    return route().first();
}

int LessonController::lastLessonChapter() const
{
    return route().last();
}

void LessonController::setAtLessonEnd(bool on)
{
    if (on == m_atLessonEnd)
        return;
    m_atLessonEnd = on;
    emit lessonEndChanged(on);
}

LessonController::Upcoming LessonController::upcoming() const
{
    return LessonFlow(*const_cast<LessonController *>(this)).upcoming();
}

LessonSnapshot LessonController::snapshot() const
{
    LessonSnapshot s;
    s.input = m_input;
    s.settings = m_settings;
    s.presetId = m_presetId;
    s.lessonChapters = m_lessonChapters;
    s.chapter = m_chapter;
    s.mode = int(m_mode);
    s.time = m_time;
    return s;
}

void LessonController::restore(const LessonSnapshot &s)
{
    pause();
    if (s.input != m_input || s.settings != m_settings || s.presetId != m_presetId)
        setState(s.input, s.settings, s.presetId);
    setLessonChapters(s.lessonChapters);
    setChapter(s.chapter);
    setMode(Mode(s.mode));
    setTime(s.time);
}

QString LessonController::stepNoteKey(int chapter, int step)
{
    const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(chapter);
    if (!c || step < 0 || step >= c->stepCount())
        return {};
    return QStringLiteral("%1/%2").arg(chapter).arg(c->steps[step].key);
}

QString LessonController::stepNote(int chapter, int step) const
{
    return m_stepNotes.value(stepNoteKey(chapter, step));
}

void LessonController::setStepNotes(const QMap<QString, QString> &notes)
{
    if (notes == m_stepNotes)
        return;
    m_stepNotes = notes;
    emit stepNotesChanged();
}

void LessonController::restoreStepNote(const QString &key, const QString &text)
{
    if (key.isEmpty() || m_stepNotes.value(key) == text)
        return;
    if (text.isEmpty())
        m_stepNotes.remove(key);
    else
        m_stepNotes.insert(key, text);
    emit stepNotesChanged();
}

void LessonController::setStepNote(int chapter, int step, const QString &text)
{
    const QString key = stepNoteKey(chapter, step);
    if (key.isEmpty() || m_stepNotes.value(key) == text)
        return;
    if (deferredPastUndo([=] { setStepNote(chapter, step, text); }))
        return;
    m_undoStack->push(
        new StepNoteCommand(this, key, m_stepNotes.value(key), text,
                            tr("Edit note (chapter %1, step %2)").arg(chapter).arg(step + 1)));
}

QList<int> LessonController::chapters()
{
    return ChapterCatalog::instance().ids();
}

void LessonController::setChapter(int chapter)
{
    if (chapter == m_chapter || !ChapterCatalog::instance().contains(chapter))
        return;
    pause();
    setAtLessonEnd(false);
    m_chapter = chapter;
    emit chapterChanged(chapter);
    setTime(1.0);
}

void LessonController::setMode(Mode mode)
{
    if (mode == m_mode)
        return;
    if (mode != Mode::Execute)
        pause();
    setAtLessonEnd(false);
    m_mode = mode;
    emit modeChanged(mode);
}

void LessonController::setTime(double t)
{
    t = std::clamp(t, 0.0, double(stepCount()));
    m_target = t;
    if (t == m_time)
        return;
    m_time = t;
    emit timeChanged(t);
}

void LessonController::next()
{
    if (m_pageGate && m_pageGate())
        return;
    if (m_nextGate && m_nextGate())
        return;
    LessonFlow(*this).next();
}

void LessonController::previous()
{
    LessonFlow(*this).previous();
}

void LessonController::first()
{
    pause();
    setTime(1.0);
}

void LessonController::last()
{
    pause();
    setTime(stepCount());
}

void LessonController::play()
{
    if (m_playing)
        return;
    if (m_time >= stepCount()) {
        // At a chapter's end: on into the next chapter when play goes across chapters.
        if (m_playAcrossChapters && m_mode == Mode::Execute && route().next(m_chapter)) {
            LessonFlow(*this).playIntoNextChapter();
            return;
        }
        setTime(1.0);
    }
    m_autoAdvance = true;
    m_target = stepCount();
    m_playing = true;
    m_clock->start();
    emit playingChanged(true);
}

void LessonController::pause()
{
    if (!m_playing)
        return;
    m_playing = false;
    m_hold = 0.0;
    m_clock->stop();
    emit playingChanged(false);
}

void LessonController::togglePlay()
{
    if (m_playing)
        pause();
    else
        play();
}

void LessonController::setSpeed(double speed)
{
    m_clock->setSpeed(speed);
}

double LessonController::speed() const
{
    return m_clock->speed();
}

void LessonController::setExternalClock(bool external)
{
    m_clock->setExternal(external);
}

bool LessonController::hasExternalClock() const
{
    return m_clock->isExternal();
}

void LessonController::advanceClock(double seconds)
{
    m_clock->advance(seconds);
}

void LessonController::advancePlayback(double seconds)
{
    if (!m_playing)
        return;
    if (m_hold > 0.0) {
        // The chapter's last step stays on screen a moment before the next chapter starts.
        m_hold -= seconds;
        if (m_hold <= 0.0)
            LessonFlow(*this).playIntoNextChapter();
        return;
    }
    m_time = std::min(m_time + seconds / stepSeconds(), m_target);
    emit timeChanged(m_time);
    if (m_time < m_target)
        return;
    if (m_autoAdvance && m_playAcrossChapters && m_mode == Mode::Execute &&
        m_target >= stepCount() && route().next(m_chapter)) {
        m_hold = kChapterHoldSeconds; // still playing: the next chapter follows
        return;
    }
    pause();
}

} // namespace nk::ui
