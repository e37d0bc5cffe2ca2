#pragma once

#include "lesson/lessonsnapshot.h"
#include "norm/normsettings.h"
#include "norm/trace.h"

#include <QMap>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QUndoStack;

namespace nk::ui {

class LessonDetour;
class LessonRoute;
class PlaybackClock;

// The one owner of a lesson's state: the input vector, the parameters, the traces the core
// computes from them, the chapter, the mode and the playback time, and the undo stack.
// Views observe it and change it only through its slots, so every edit is undoable and every
// view sees the same traces.
//
// Time: a chapter of the ChapterCatalog has its own number of steps. t runs over
// [0, stepCount()]; step s plays over (s, s+1] and t = s+1 is its pause point (the step's
// action complete; nk::StepClock). Everything on screen is a function of (traces, chapter, t).
class LessonController : public QObject
{
    Q_OBJECT

public:
    enum class Mode { Start, Execute, Monitor, Finish };
    Q_ENUM(Mode)

    explicit LessonController(QObject *parent = nullptr);
    ~LessonController() override;

    // A mode's name in lesson files and on the command line: start, execute, monitor, finish.
    static QString modeName(Mode mode);
    static std::optional<Mode> modeFromName(const QString &name);

    // State
    const std::vector<double> &input() const { return m_input; }
    const nk::NormSettings &settings() const { return m_settings; }
    std::shared_ptr<const nk::NormTrace> layerNorm() const { return m_layerNorm; }
    std::shared_ptr<const nk::NormTrace> rmsNorm() const { return m_rmsNorm; }
    QString presetId() const { return m_presetId; }     // empty once edited by hand
    QString inputText() const;                          // the input written back as text
    QString inputError() const { return m_inputError; } // last rejected edit, translated
    int inputErrorPosition() const { return m_inputErrorPosition; }

    int chapter() const { return m_chapter; }
    // The catalog's chapters, in teaching order (ChapterCatalog).
    static QList<int> chapters();
    // The chapters this lesson uses (a teacher's choice, saved in the lesson file), in catalog
    // order; empty: all. Next and Previous move between these chapters only.
    QList<int> lessonChapters() const { return m_lessonChapters; }
    bool usesChapter(int chapter) const;
    Mode mode() const { return m_mode; }
    double time() const { return m_time; }
    int stepCount() const;
    int currentStep() const; // the step whose action is playing or complete, 0-based
    // Seconds the step playing forward from time() takes at speed 1, as its scene declares.
    double stepSeconds() const;
    // time() on the scene's own clock: step s at progress p plays its beat's slot, so a
    // chapter may play a scene's beats in any order or skip some (identity for chapters 1–3).
    double sceneTime() const;
    bool isPlaying() const { return m_playing; }
    double speed() const;
    QString notes() const { return m_notes; }
    // The teacher's own note per step, keyed "chapterId/stepKey" ("3/mean"): lesson files keep
    // them and the presenter console shows and edits them. step is 0-based; empty when none.
    static QString stepNoteKey(int chapter, int step);
    QString stepNote(int chapter, int step) const;
    const QMap<QString, QString> &stepNotes() const { return m_stepNotes; }
    // Applied without an undo entry: loading a lesson, a new lesson.
    void setStepNotes(const QMap<QString, QString> &notes);
    // Undo and redo of a StepNoteCommand: one key, no undo entry.
    void restoreStepNote(const QString &key, const QString &text);

    QUndoStack *undoStack() const { return m_undoStack; }
    // Held by an undo command while it applies its undo or redo. An edit it sets off meanwhile
    // (a field that loses the focus as its view is hidden applies what was typed) is pushed
    // once the command is done: pushed in the middle, it would delete the very command that is
    // being applied (the monkey test's crash in a redone Reset all).
    class ApplyingUndo
    {
    public:
        explicit ApplyingUndo(LessonController *controller)
            : m_controller(controller)
        {
            ++m_controller->m_applyingUndo;
        }
        ~ApplyingUndo() { --m_controller->m_applyingUndo; }
        ApplyingUndo(const ApplyingUndo &) = delete;
        ApplyingUndo &operator=(const ApplyingUndo &) = delete;

    private:
        LessonController *m_controller;
    };
    bool isApplyingUndo() const { return m_applyingUndo > 0; }
    // A counter-example's or an exercise's trip away from the lesson, and the way back.
    LessonDetour *detour() const { return m_detour; }

    // The lesson's flow (View menu settings, applied by the main window). Play across chapters
    // (on unless set): at a chapter's last step play goes on into the next lesson chapter's
    // first step, until the lesson's last chapter. Finish after every chapter (off unless set):
    // otherwise Next goes from a chapter's last step straight to the next chapter's first step
    // and Finish comes once, after the lesson's last chapter.
    void setPlayAcrossChapters(bool on) { m_playAcrossChapters = on; }
    bool playsAcrossChapters() const { return m_playAcrossChapters; }
    void setFinishEveryChapter(bool on) { m_finishEveryChapter = on; }
    bool finishesEveryChapter() const { return m_finishEveryChapter; }
    // Seconds (at speed 1) play holds a chapter's last step before it goes into the next one.
    static constexpr double kChapterHoldSeconds = 2.0;
    // The lesson's chapters in teaching order (lessonChapters(), or the catalog's).
    LessonRoute route() const;
    // The lesson's first and last chapters (lessonChapters(), or the catalog's).
    int firstLessonChapter() const;
    int lastLessonChapter() const;
    // The end of the lesson: Next on the last chapter's Finish shows what the lesson covered
    // (still in Finish mode); the next press goes back to the lesson's start. Any other move
    // leaves it.
    bool isAtLessonEnd() const { return m_atLessonEnd; }

    // Where next() goes from here, without going (previews, hints).
    struct Upcoming
    {
        enum class Kind { Step, Finish, LessonEnd, LessonStart, None } kind = Kind::None;
        int chapter = 0;
        int step = 0; // 0-based, for Kind::Step
    };
    Upcoming upcoming() const;

    // A view that holds the story back (predict mode: the step's value is still hidden) answers
    // true and uses the press of Next itself (it reveals the value); the story then stays put.
    // Empty: Next always moves.
    void setNextGate(std::function<bool()> gate) { m_nextGate = std::move(gate); }
    // The window's, asked before the view's gate: while presenting, the rest of a Finish or
    // end-of-lesson page taller than the screen (true: the press turned a page).
    void setPageGate(std::function<bool()> gate) { m_pageGate = std::move(gate); }

    // Applied without an undo entry: loading a lesson, a preset at start-up, undo and redo.
    void setState(const std::vector<double> &input, const nk::NormSettings &settings,
                  const QString &presetId = {});
    // Input, settings, the lesson's chapters, chapter, mode and time (predict is the view's).
    LessonSnapshot snapshot() const;
    void restore(const LessonSnapshot &snapshot); // without an undo entry (commands use it)
    // Without an undo entry; unknown chapters are dropped, all chapters means empty.
    void setLessonChapters(const QList<int> &chapters);

public slots:
    // Edits (undoable). A mergeKey other than 0 merges consecutive edits with the same key into
    // one undo step: one drag, one slider movement.
    // False and inputError() set when malformed. A change of length that per-element γ/β
    // cannot follow falls back to their first value, in an undo step of its own.
    bool setInputText(const QString &text, int mergeKey = 0);
    void setElement(int index, double value, int mergeKey = 0);
    void setInput(const std::vector<double> &input, int mergeKey = 0);
    void applyPreset(const QString &id);
    // An input with its own settings as ONE undoable edit (a chapter's "load this case"):
    // undo brings back the vector and settings the class had.
    void loadCase(const std::vector<double> &input, const nk::NormSettings &settings,
                  const QString &presetId = {});
    void setSettings(const nk::NormSettings &settings, int mergeKey = 0);
    // The input and the parameters together, as ONE undo step (a counter-example, an
    // exercise): one undo returns the lesson to what it was. presetId may be empty.
    void loadExample(const std::vector<double> &input, const nk::NormSettings &settings,
                     const QString &presetId, const QString &undoText);
    void setNotes(const QString &notes);
    // The chapters the lesson uses, as one undo step.
    void chooseLessonChapters(const QList<int> &chapters);
    // An undoable edit (typing into one step's note merges into one undo step); it marks the
    // lesson modified like any edit.
    void setStepNote(int chapter, int step, const QString &text);
    // Views that hold an edit back (the vector field waits for a pause in typing) apply it
    // now: before saving, before asking about unsaved changes.
    void applyPendingEdits();

    // Story
    void setChapter(int chapter); // ignores a chapter not in the catalog
    void setMode(LessonController::Mode mode);
    void setTime(double t);
    // Next plays to the next pause point (pressed again while moving, the step completes and
    // the next starts); after the last step comes the next chapter's first step (or Finish
    // first, with Finish after every chapter), after the last chapter Finish, then the end of
    // the lesson, then the lesson's start. Previous goes back at once, the reverse way, down
    // to Start.
    void next();
    void previous();
    void first();
    void last();
    void play();
    void pause();
    void togglePlay();
    void setSpeed(double speed); // 0.25–4

    // Tests and the soak drive playback themselves: with an external clock the controller
    // starts no timer, and advanceClock(s) moves playback as s seconds of wall time would.
    void setExternalClock(bool external);
    bool hasExternalClock() const;
    void advanceClock(double seconds);

signals:
    void inputChanged();          // input or settings changed; traces are fresh
    void inputRejected();         // a malformed edit was refused; the state is unchanged
    void pendingEditsRequested(); // applyPendingEdits(): apply what you hold back, now
    void chapterChanged(int chapter);
    void modeChanged(LessonController::Mode mode);
    void timeChanged(double t);
    void playingChanged(bool playing);
    void speedChanged(double speed);
    void notesChanged();
    void lessonChaptersChanged();
    void stepNotesChanged();
    void lessonEndChanged(bool atEnd);

private:
    // While an undo step is applied: queues push for after it and says so (see ApplyingUndo).
    bool deferredPastUndo(const std::function<void()> &push);
    // The preset's current id for an id it may have had before it was renamed; any other id as
    // it is.
    static QString currentPresetId(const QString &id);
    // The preset an edit of the input leaves: kept when the edit changes nothing.
    QString presetAfterEdit(const std::vector<double> &input,
                            const nk::NormSettings &settings) const;
    void pushEdit(const std::vector<double> &input, const nk::NormSettings &settings,
                  const QString &given, int mergeKey, const QString &text);
    // The clock's seconds (times the speed): the chapter's time moves, or the hold runs out.
    void advancePlayback(double seconds);
    void setAtLessonEnd(bool on);
    // Next, Previous and play across chapters move this state (lessonflow.h).
    friend class LessonFlow;

    std::vector<double> m_input;
    nk::NormSettings m_settings;
    std::shared_ptr<const nk::NormTrace> m_layerNorm;
    std::shared_ptr<const nk::NormTrace> m_rmsNorm;
    QString m_presetId;
    QString m_inputError;
    int m_inputErrorPosition = 0;
    QString m_notes;
    QList<int> m_lessonChapters;
    QMap<QString, QString> m_stepNotes;

    int m_chapter = 0; // the catalog's default, set by the constructor
    Mode m_mode = Mode::Start;
    double m_time = 1.0;
    double m_target = 1.0;
    bool m_playing = false;
    bool m_autoAdvance = false; // play (not next): keep going past pause points
    bool m_playAcrossChapters = true;
    bool m_finishEveryChapter = false;
    bool m_atLessonEnd = false;
    double m_hold = 0.0; // seconds play still holds the chapter's last step

    QUndoStack *m_undoStack = nullptr;
    int m_applyingUndo = 0; // ApplyingUndo's depth
    LessonDetour *m_detour = nullptr;
    PlaybackClock *m_clock = nullptr;
    std::function<bool()> m_nextGate;
    std::function<bool()> m_pageGate;
};

} // namespace nk::ui
