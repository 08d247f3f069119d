#include "ui/scenariochange.h"

#include "ui/scenariocontroller.h"

#include <QCoreApplication>
#include <QMap>

namespace kvb::ui {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::ui::ScenarioChange)
};

// The leaves a user changes: the sections (serving, workload, overrides, accounting) open up into
// their keys; the model and the GPU stay whole (choosing one is one change).
void flatten(const QJsonObject& json, QMap<QString, QJsonValue>& into)
{
    for (auto it = json.begin(); it != json.end(); ++it) {
        const bool section = it.value().isObject() && it.key() != u"model" && it.key() != u"gpu";
        if (section)
            flatten(it.value().toObject(), into);
        else
            into.insert(it.key(), it.value());
    }
}

QString describe(const QStringList& keys)
{
    if (keys.isEmpty())
        return Text::tr("Change the scenario");
    if (keys.size() <= 3)
        return Text::tr("Change %1").arg(keys.join(QStringLiteral(", ")));
    return Text::tr("Change %n settings", nullptr, static_cast<int>(keys.size()));
}

} // namespace

QStringList changedSettings(const QJsonObject& before, const QJsonObject& after)
{
    QMap<QString, QJsonValue> a;
    QMap<QString, QJsonValue> b;
    flatten(before, a);
    flatten(after, b);
    QStringList keys;
    QStringList names; // the name and description follow other edits: listed only when alone
    for (const QMap<QString, QJsonValue>* side : {&a, &b})
        for (auto it = side->begin(); it != side->end(); ++it) {
            if (a.value(it.key()) == b.value(it.key()))
                continue;
            QStringList& list = it.key() == u"name" || it.key() == u"description" ? names : keys;
            if (!list.contains(it.key()))
                list.append(it.key());
        }
    return keys.isEmpty() ? names : keys;
}

ScenarioChange::ScenarioChange(ScenarioController* controller, Scenario before, Scenario after,
                               const QJsonObject& beforeJson, const QJsonObject& afterJson,
                               const QString& what)
    : m_controller(controller)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_beforeJson(beforeJson)
    , m_afterJson(afterJson)
{
    if (what.isEmpty())
        m_keys = changedSettings(beforeJson, afterJson);
    setText(what.isEmpty() ? describe(m_keys) : what);
    m_lastChange.start();
}

void ScenarioChange::undo()
{
    m_controller->recompute(m_before);
}

void ScenarioChange::redo()
{
    m_controller->recompute(m_after);
}

bool ScenarioChange::mergeWith(const QUndoCommand* other)
{
    const auto* next = static_cast<const ScenarioChange*>(other);
    if (m_keys.isEmpty() || next->m_keys != m_keys || m_lastChange.elapsed() > kMergeWindowMs)
        return false;
    m_after = next->m_after;
    m_afterJson = next->m_afterJson;
    m_lastChange.start();
    // Dragged back to where it started: no step at all.
    setObsolete(m_afterJson == m_beforeJson);
    return true;
}

} // namespace kvb::ui
