// The configurator actor as the views hold it (a type only: the views get the actor from the session).
import type { ActorRefFrom } from 'xstate';
import type { configuratorMachine } from '../../machines/configurator/configurator.machine';

export type ConfiguratorActor = ActorRefFrom<typeof configuratorMachine>;
