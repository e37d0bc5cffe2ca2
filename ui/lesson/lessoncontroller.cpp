#include "lesson/lessoncontroller.h"

#include "base/quotedtext.h"
#include "lesson/chaptercatalog.h"
#include "lesson/lessonchapterscommand.h"
#include "lesson/lessondetour.h"
#include "lesson/lessoneditcommand.h"
#include "lesson/scenetiming.h"
#include "norm/layernormtrace.h"
#include "io/presets.h"
#include "norm/rmsnormtrace.h"
#include "norm/stepclock.h"
#include "lesson/stepnotecommand.h"
#include "io/traceformatter.h"
#include "io/vectorparser.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace nk::ui {

namespace {

// In the order of LessonController::Mode.
const char *const kModeNames[] = {"start", "execute", "monitor", "finish"};

QString parseErrorText(const nk::ParseError &e)
{
    const QString where =
        e.element > 0
            ? QCoreApplication::translate("LessonController", "Element %1 (column %2)")
                  .arg(e.element)
                  .arg(e.position)
            : QCoreApplication::translate("LessonController", "Column %1").arg(e.position);
    const QString what = QuotedText::excerpt(QString::fromStdString(e.text));
    switch (e.kind) {
    case nk::ParseErrorKind::Empty:
        return QCoreApplication::translate(
            "LessonController",
            "The vector is empty. Type numbers separated by commas, e.g. 2, -1, 3.");
    case nk::ParseErrorKind::UnexpectedCharacter:
        return QCoreApplication::translate("LessonController", "%1: unexpected character “%2”.")
            .arg(where, what);
    case nk::ParseErrorKind::MissingValue:
        return QCoreApplication::translate("LessonController",
                                           "%1: a value is missing between separators.")
            .arg(where);
    case nk::ParseErrorKind::InvalidNumber:
        return QCoreApplication::translate("LessonController", "%1: “%2” is not a number.")
            .arg(where, what);
    case nk::ParseErrorKind::NotFinite:
        return QCoreApplication::translate("LessonController", "%1: “%2” is not a finite number.")
            .arg(where, what);
    case nk::ParseErrorKind::TooMany:
        return QCoreApplication::translate("LessonController",
                                           "%1: too many elements (at most %2).")
            .arg(where)
            .arg(e.limit);
    case nk::ParseErrorKind::UnbalancedBracket:
        return QCoreApplication::translate("LessonController", "%1: unbalanced bracket “%2”.")
            .arg(where, what);
    }
    return QString::fromStdString(e.message());
}

} // namespace

LessonController::LessonController(QObject *parent)
    : QObject(parent)
    , m_undoStack(new QUndoStack(this))
    , m_clock(new QTimer(this))
{
    m_chapter = ChapterCatalog::instance().defaultId();
    m_clock->setInterval(16);
    m_clock->setTimerType(Qt::PreciseTimer);
    connect(m_clock, &QTimer::timeout, this, &LessonController::tick);
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
        m_inputError = parseErrorText(*r.error);
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
    return m_lessonChapters.isEmpty() ? ChapterCatalog::instance().contains(chapter)
                                      : m_lessonChapters.contains(chapter);
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

int LessonController::nextLessonChapter(int id) const
{
    const ChapterCatalog &catalog = ChapterCatalog::instance();
    for (int c = catalog.nextId(id); c; c = catalog.nextId(c))
        if (usesChapter(c))
            return c;
    return 0;
}

int LessonController::previousLessonChapter(int id) const
{
    const ChapterCatalog &catalog = ChapterCatalog::instance();
    for (int c = catalog.previousId(id); c; c = catalog.previousId(c))
        if (usesChapter(c))
            return c;
    return 0;
}

int LessonController::firstLessonChapter() const
{
    return m_lessonChapters.isEmpty() ? ChapterCatalog::instance().firstId()
                                      : m_lessonChapters.first();
}

int LessonController::lastLessonChapter() const
{
    const QList<int> ids = ChapterCatalog::instance().ids();
    if (!m_lessonChapters.isEmpty())
        return m_lessonChapters.last();
    return ids.isEmpty() ? 0 : ids.last();
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
    // The same path as next(), without the step's own action (a reveal, Show me).
    const int following = nextLessonChapter(m_chapter);
    switch (m_mode) {
    case Mode::Start:
        return {Upcoming::Kind::Step, m_chapter, currentStep()};
    case Mode::Execute:
        if (currentStep() + 1 < stepCount())
            return {Upcoming::Kind::Step, m_chapter, currentStep() + 1};
        if (following && !m_finishEveryChapter)
            return {Upcoming::Kind::Step, following, 0};
        return {Upcoming::Kind::Finish, m_chapter, 0};
    case Mode::Monitor:
        return {Upcoming::Kind::Finish, m_chapter, 0};
    case Mode::Finish:
        if (following)
            return {Upcoming::Kind::Step, following, 0};
        if (!m_atLessonEnd)
            return {Upcoming::Kind::LessonEnd, m_chapter, 0};
        return {Upcoming::Kind::LessonStart, firstLessonChapter(), 0};
    }
    return {};
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
    // A counter-example shown on a step is that step's: moving on goes back to the class's own
    // vector and place first (from Monitor too), then on from there.
    if (m_detour->endsWhenTheLessonMoves())
        m_detour->goBack();
    // A clicker always moves the story forward: Start → the chapter's steps → the next
    // chapter's first step (through Finish with Finish after every chapter) → … → the last
    // chapter's Finish → the end of the lesson → the lesson's start. Monitor is a side trip;
    // Next leaves it for Finish.
    switch (m_mode) {
    case Mode::Start:
        setMode(Mode::Execute);
        return;
    case Mode::Monitor:
        setMode(Mode::Finish);
        return;
    case Mode::Finish:
        if (const int following = nextLessonChapter(m_chapter)) {
            setChapter(following);
            setMode(Mode::Execute);
        } else if (!m_atLessonEnd) {
            setAtLessonEnd(true);
        } else {
            // The lesson again from its start, for the next class.
            setChapter(firstLessonChapter());
            setMode(Mode::Start);
            first();
        }
        return;
    case Mode::Execute:
        break;
    }
    if (m_playing && m_autoAdvance) {
        // Playing through: finish the step in progress at once and stop there.
        const double stop = nk::StepClock::nextPause(m_time);
        pause();
        setTime(std::min(stop, double(stepCount())));
        return;
    }
    if (m_playing) {
        // Pressed again while a step animates: that step completes at once and the next one
        // starts, so two quick presses advance two steps.
        const double reached = m_target;
        pause();
        setTime(reached);
    }
    const double nextStop = nk::StepClock::nextPause(m_time);
    if (nextStop > stepCount() + nk::StepClock::kTolerance) {
        setTime(stepCount());
        const int following = nextLessonChapter(m_chapter);
        if (following && !m_finishEveryChapter)
            setChapter(following); // its first step, still in Execute
        else
            setMode(Mode::Finish);
        return;
    }
    m_target = nextStop;
    m_autoAdvance = false;
    m_playing = true;
    m_lastTick = QDateTime::currentMSecsSinceEpoch();
    if (!m_externalClock)
        m_clock->start();
    emit playingChanged(true);
}

void LessonController::previous()
{
    if (m_detour->endsWhenTheLessonMoves())
        m_detour->goBack();
    // The reverse of next(): Finish → the last step, the first step → the previous chapter's
    // Finish (or Start before the first chapter); Monitor returns to the steps.
    switch (m_mode) {
    case Mode::Start:
        return;
    case Mode::Finish:
        if (m_atLessonEnd) {
            setAtLessonEnd(false); // back to the last chapter's Finish
            return;
        }
        setMode(Mode::Execute);
        return;
    case Mode::Monitor:
        setMode(Mode::Execute);
        return;
    case Mode::Execute:
        break;
    }
    pause();
    const double prevStop = nk::StepClock::previousPause(m_time);
    if (prevStop < 1.0 - nk::StepClock::kTolerance) {
        if (const int before = previousLessonChapter(m_chapter)) {
            setChapter(before);
            setTime(stepCount());
            if (m_finishEveryChapter)
                setMode(Mode::Finish);
        } else {
            setMode(Mode::Start);
        }
        return;
    }
    setTime(prevStop);
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
        if (m_playAcrossChapters && m_mode == Mode::Execute && nextLessonChapter(m_chapter)) {
            playIntoNextChapter();
            return;
        }
        setTime(1.0);
    }
    m_autoAdvance = true;
    m_target = stepCount();
    m_playing = true;
    m_lastTick = QDateTime::currentMSecsSinceEpoch();
    if (!m_externalClock)
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
    speed = std::clamp(speed, 0.25, 4.0);
    if (speed == m_speed)
        return;
    m_speed = speed;
    emit speedChanged(speed);
}

void LessonController::setExternalClock(bool external)
{
    m_externalClock = external;
    if (external)
        m_clock->stop();
    else if (m_playing)
        m_clock->start();
    m_lastTick = QDateTime::currentMSecsSinceEpoch();
}

void LessonController::tick()
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const double dt = (now - m_lastTick) / 1000.0;
    m_lastTick = now;
    advanceClock(dt);
}

void LessonController::advanceClock(double seconds)
{
    if (!m_playing || !(seconds > 0))
        return;
    if (m_hold > 0.0) {
        // The chapter's last step stays on screen a moment before the next chapter starts.
        m_hold -= seconds * m_speed;
        if (m_hold <= 0.0)
            playIntoNextChapter();
        return;
    }
    m_time = std::min(m_time + seconds * m_speed / stepSeconds(), m_target);
    emit timeChanged(m_time);
    if (m_time < m_target)
        return;
    if (m_autoAdvance && m_playAcrossChapters && m_mode == Mode::Execute &&
        m_target >= stepCount() && nextLessonChapter(m_chapter)) {
        m_hold = kChapterHoldSeconds; // still playing: the next chapter follows
        return;
    }
    pause();
}

void LessonController::playIntoNextChapter()
{
    const int following = nextLessonChapter(m_chapter);
    if (!following) {
        pause();
        return;
    }
    setChapter(following); // pauses
    setTime(0.0);          // so its first step plays too
    play();
}

} // namespace nk::ui
