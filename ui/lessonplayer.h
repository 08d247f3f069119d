#pragma once

#include "lesson/lessonplay.h"

#include <QPointer>
#include <QWidget>

class QChartView;
class QLabel;
class QMenu;
class QPushButton;

namespace kvb::ui {

class MainWindow;

// The window's lesson: a caption bar docked above the views with ← Back, the step number, the caption
// and Next →. Each step sets the window's scenario (or the GPUs tab's fleet) to the step's, shows the
// view it is about and outlines the chart or math row it highlights, drawing the curve it is about
// bold (core's lessonCurve); a "load" step sets the Load tab's workload and shows its simulation.
// Knobs stay live: touching one keeps the lesson open, and → goes on from the next step.
// → / Page Down and ← / Page Up step.
class LessonPlayer final : public QWidget
{
    Q_OBJECT
public:
    explicit LessonPlayer(MainWindow* window);

    // Plays `lesson` from its first step; false (with a message box) when it cannot be played.
    bool open(const Lesson& lesson);
    void next();
    void previous();
    void showStep(int index); // 0-based
    void closeLesson();

    int currentStep() const { return m_current; }
    int stepCount() const { return static_cast<int>(m_frames.size()); }
    QString caption() const;
    const std::vector<LessonFrame>& frames() const { return m_frames; }

private:
    void outline(QWidget* target);
    void applyFrame(const LessonFrame& frame);

    MainWindow* m_window;
    Lesson m_lesson;
    std::vector<LessonFrame> m_frames;
    int m_current = -1;
    QLabel* m_title = nullptr;
    QLabel* m_step = nullptr;
    QLabel* m_caption = nullptr;
    QPushButton* m_back = nullptr;
    QPushButton* m_next = nullptr;
    QPointer<QWidget> m_outline;
    QPointer<QChartView> m_emphasized; // the chart whose curve the step draws bold
};

// Help → Lessons: the built-in lessons and "Open lesson file…", playing into the window's LessonPlayer
// (created on first use, docked above the views).
void addLessonsMenu(QMenu* help, MainWindow* window);
LessonPlayer* lessonPlayer(MainWindow* window);

} // namespace kvb::ui
