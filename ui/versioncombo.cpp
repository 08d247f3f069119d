#include "ui/versioncombo.h"

#include "base/units_format.h"

#include "budget/accountingrules.h"
#include "vllm/messages.h"

#include <QComboBox>
#include <QCoreApplication>

namespace kvb::ui {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(kvb::ui::VersionCombo)
};

QString itemText(const VllmVersion& version)
{
    const AccountingRules rules = accountingRulesFor(version);
    const QString newest = version == newestModelledVersion() ? Text::tr(", newest modelled") : QString();
    return Text::tr("%1 (%2%3)").arg(version.toString(), rules.label, newest);
}

QString itemToolTip(const VllmVersion& version)
{
    const AccountingRules rules = accountingRulesFor(version);
    // Whole sentences: "inside"/"outside" alone would not agree with the rest in every language.
    const QString sentence =
        rules.cudaGraphsInBudget
            ? Text::tr("%1: %2 engine, default gpu_memory_utilization %3, CUDA graphs inside the budget.")
            : Text::tr("%1: %2 engine, default gpu_memory_utilization %3, CUDA graphs outside the budget.");
    return sentence.arg(rules.label, engineName(rules.engine), formatRatio(rules.defaultUtilization));
}

void addVersion(QComboBox* combo, const VllmVersion& version)
{
    combo->addItem(itemText(version), version.toString());
    combo->setItemData(combo->count() - 1, itemToolTip(version), Qt::ToolTipRole);
}

} // namespace

QComboBox* createVersionCombo(QWidget* parent)
{
    auto* combo = new QComboBox(parent);
    combo->setObjectName(QStringLiteral("vllm_version"));
    combo->setToolTip(
        Text::tr("--vllm-version: vLLM's memory accounting differs between versions — what is charged "
                 "to the gpu_memory_utilization ceiling (other processes and the CUDA context up to "
                 "0.9, CUDA graphs from 0.21), the default utilization (0.90, 0.92 from 0.21), the V0 "
                 "and V1 formulas for blocks, tokens and concurrency, and the batch defaults. One "
                 "version per modelled range; the newest modelled is the default."));
    combo->setMinimumContentsLength(14);
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    for (const VllmVersion& version : representativeVersions())
        addVersion(combo, version);
    showVersion(combo, newestModelledVersion());
    return combo;
}

void showVersion(QComboBox* combo, const VllmVersion& version)
{
    int index = combo->findData(version.toString());
    if (index < 0) {
        addVersion(combo, version);
        index = combo->count() - 1;
    }
    if (combo->currentIndex() != index)
        combo->setCurrentIndex(index);
}

VllmVersion selectedVersion(const QComboBox* combo)
{
    return VllmVersion::parse(combo->currentData().toString()).value_or(newestModelledVersion());
}

} // namespace kvb::ui
